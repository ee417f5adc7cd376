import { Link } from "~/ui/link";
import { accountAddressesPath, accountDetailsPath, accountOrdersPath, storeHref } from "~/lib/hrefs";
import type { AccountView } from "../account.types";
import { accountMessages as m } from "../account.messages";
import { AccountNotices } from "./account-notices";

/**
 * The account's dashboard: a greeting, where to go, and for a vendor the state of their shop. Just
 * after a registration without JavaScript (`?registered=1`) it says the account was made.
 */
export function AccountDashboard({ account, registered = false }: { account: AccountView; registered?: boolean }) {
  const welcome = account.role === "vendor" ? m.registeredVendor : m.registered;
  return (
    <div className="grid gap-6">
      {registered ? <AccountNotices messages={[{ type: "success", text: welcome }]} /> : null}
      <p>
        Hello <strong>{account.displayName}</strong>. From your account dashboard you can view your{" "}
        <Link to={accountOrdersPath} className="underline">
          recent orders
        </Link>
        , manage your{" "}
        <Link to={accountAddressesPath} className="underline">
          shipping and billing addresses
        </Link>
        , and{" "}
        <Link to={accountDetailsPath} className="underline">
          edit your password and account details
        </Link>
        .
      </p>
      {account.role === "vendor" && account.shopUrl ? (
        <section aria-labelledby="your-shop-heading" className="card p-6">
          <h2 id="your-shop-heading" className="text-xl font-bold">
            {m.yourShop}
          </h2>
          <p className="mt-2">
            Address:{" "}
            {account.vendorStatus === "approved" ? (
              <Link to={storeHref(account.shopUrl)} className="underline">
                {storeHref(account.shopUrl)}
              </Link>
            ) : (
              <code>{storeHref(account.shopUrl)}</code>
            )}
          </p>
          <p className="mt-1">
            State: <strong>{account.vendorStatus === "approved" ? m.approved : m.pendingApproval}</strong>
          </p>
        </section>
      ) : null}
    </div>
  );
}
