/** What the account pages show of the logged-in customer. */
export interface AccountView {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  /** customer | vendor | owner */
  role: string;
  shopUrl: string | null;
  /** "" for customers; pending | approved for vendors. */
  vendorStatus: string;
}

/** One row of the account's order table. */
export interface AccountOrderRow {
  number: number;
  createdAt: string;
  status: string;
  total: number;
  itemCount: number;
}

/** A saved address, in checkout's field names without their billing_/shipping_ prefix. */
export type SavedAddress = Partial<
  Record<
    | "first_name"
    | "last_name"
    | "country"
    | "address_1"
    | "address_2"
    | "city"
    | "state"
    | "postcode"
    | "phone"
    | "email",
    string
  >
>;

/** A notice of the account forms: errors are shown as alerts, the rest as status. */
export interface AccountNotice {
  type: "error" | "success";
  text: string;
  /**
   * The form fields an error is about (by their names): the form marks them invalid and describes
   * them by the text. None: the error is about the form as a whole.
   */
  fields?: string[];
}

/**
 * The answer of the login and registration actions with JavaScript: `success`, and `data` with the
 * notices (as markup, escaped; `messages` holds the same as data), whether it worked and where the
 * page goes next (`wp_redirect`, always a path on this site).
 */
export interface AccountAnswer {
  success: boolean;
  data: {
    notices: string;
    messages: AccountNotice[];
    successfully: boolean;
    wp_redirect: string;
  };
}

/** What the account's own forms (details, addresses, lost password, reset) get back. */
export interface AccountPageResult {
  messages: AccountNotice[];
  /** A refused address: what was typed, shown again in its form. */
  typed?: { kind: "billing" | "shipping"; address: SavedAddress };
}

/** What the login and registration actions answer (the page shows the form again with it). */
export interface AccountFormResult {
  form: "login" | "register";
  answer: AccountAnswer;
  /** What was typed, passwords left out. */
  values: Record<string, string>;
}
