import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductTabs } from "./product-tabs";

const tabs = [
  { id: "description", title: "Description", content: "About it" },
  { id: "reviews", title: "Reviews (1)", content: "One review" },
];

/** The sections as the server writes them for a visit to `address`. */
function tabsAt(address: string): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [address] }, createElement(ProductTabs, { tabs })),
  );
}

/** What the headings' GET form holds besides its buttons. */
function formFields(html: string): string | undefined {
  return /<form[^>]*method="get"[^>]*>(.*?)<\/form>/.exec(html)?.[1];
}

describe("the product's sections without JavaScript", () => {
  it("ask for the page again with the rest of its address kept (the chosen variation)", () => {
    const html = tabsAt("/product/neon-grid-hoodie/?attribute_color=black&tab=description");
    expect(formFields(html)).toBe('<input type="hidden" name="attribute_color" value="black"/>');
  });

  it("send nothing more than the section on a page without a query", () => {
    expect(formFields(tabsAt("/product/neon-grid-hoodie/"))).toBe("");
  });
});
