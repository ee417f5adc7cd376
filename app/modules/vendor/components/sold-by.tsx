import { Link } from "~/ui/link";
import { storeHref } from "~/lib/hrefs";
import { vendorMessages } from "../vendor.messages";
import type { VendorView } from "../vendor.types";

/** "Sold by {vendor}", linking to the vendor's shop page. */
export function SoldBy({ vendor }: { vendor: VendorView }) {
  return (
    <p className="m-0">
      {vendorMessages.soldBy}{" "}
      <Link to={storeHref(vendor.shopUrl)} className="font-semibold underline">
        {vendor.name}
      </Link>
    </p>
  );
}
