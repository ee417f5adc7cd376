/** Names and wording of the site chrome: tests and screen readers find the controls by these names. */
export const siteMessages = {
  menu: "Menu",
  close: "Close",
  menuTab: "Menu",
  categoriesTab: "Categories",
  scrollToTop: "Scroll to top",
  storeNotice: "Store notice",
  comingSoon: "Coming soon",
  dismiss: "Dismiss",
  mainNavigation: "Main",
  siteNavigation: "Site navigation",
  newsletterHeading: "Newsletter",
  categoryNavigation: "Product categories",
} as const;
