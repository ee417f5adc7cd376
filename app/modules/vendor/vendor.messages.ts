/** The shop's exact wording for vendors' public parts. */
export const vendorMessages = {
  soldBy: "Sold by",
} as const;
