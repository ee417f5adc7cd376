import type { ProductPage, ProductReview, ReviewFormAnswer } from "../catalog.types";
import { ProductReviews } from "./product-reviews";
import { ProductTabs } from "./product-tabs";

/**
 * The product data below the gallery and summary: Description, Additional information (weight,
 * dimensions and attributes; the found variation's weight and dimensions when there is one) and
 * Reviews, as tabs.
 */
export function ProductDetails({
  product,
  weight,
  dimensions,
  reviews,
  reviewer,
  reviewAnswer,
  antiSpam,
}: {
  product: ProductPage;
  weight: string;
  dimensions: string;
  reviews: ProductReview[];
  reviewer: { name: string } | null;
  reviewAnswer?: ReviewFormAnswer;
  antiSpam?: React.ReactNode;
}) {
  return (
    <ProductTabs
      // A review's answer (sent without JavaScript) is shown in the Reviews section.
      initiallyOpen={reviewAnswer ? "reviews" : undefined}
      tabs={[
        { id: "description", title: "Description", content: <Paragraphs text={product.description} /> },
        {
          id: "additional-information",
          title: "Additional information",
          content: <AdditionalInformation attributes={product.attributes} weight={weight} dimensions={dimensions} />,
        },
        {
          id: "reviews",
          title: `Reviews (${product.ratingCount})`,
          content: (
            <ProductReviews
              productName={product.name}
              average={product.averageRating}
              reviews={reviews}
              reviewer={reviewer}
              answer={reviewAnswer}
              antiSpam={antiSpam}
            />
          ),
        },
      ]}
    />
  );
}

function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return <p className="muted">No description yet.</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-3 leading-relaxed">
      {parts.map((p, i) => (
        <p key={i} className="m-0">
          {p}
        </p>
      ))}
    </div>
  );
}

function AdditionalInformation({
  attributes,
  weight,
  dimensions,
}: {
  attributes: ProductPage["attributes"];
  weight: string;
  dimensions: string;
}) {
  const rows: [string, string][] = [];
  if (weight) rows.push(["Weight", weight]);
  if (dimensions) rows.push(["Dimensions", dimensions]);
  for (const a of attributes) rows.push([a.name, a.terms.map((t) => t.name).join(", ")]);
  if (!rows.length) return <p className="muted">Nothing more to add.</p>;
  return (
    <table className="w-full max-w-2xl text-left text-base">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k} className="border-b border-[var(--border)] last:border-0">
            <th scope="row" className="w-48 py-2 pr-4 font-semibold">
              {k}
            </th>
            <td className="py-2">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
