import type { ColumnType, Generated } from "kysely";

/**
 * The database as Kysely sees it. Conventions (both dialects):
 * - money is integer cents; booleans are integers 0/1; times are ISO-8601 text (UTC);
 * - JSON payloads are text columns named *_json;
 * - a nullable stock_quantity means stock is not tracked for that row.
 */
export interface Database {
  settings: { key: string; value: string };
  /** One row (id 1): what guest pages show changed when `version` did (decision 011). */
  content_version: { id: number; version: number; visitor_activity: Generated<number> };

  images: {
    id: Generated<number>;
    /** Base name of the generated files, e.g. "product-neon-overlay-1". */
    file_key: string;
    alt: string;
    title: string;
    caption: string;
    /** Full-size dimensions. */
    width: number;
    height: number;
  };
  image_sizes: {
    id: Generated<number>;
    image_id: number;
    /** thumbnail (150), small (300), medium (600), large (1200), full */
    size: string;
    url: string;
    width: number;
    height: number;
  };

  categories: {
    id: Generated<number>;
    slug: string;
    name: string;
    description: string;
    parent_id: number | null;
    image_id: number | null;
    position: number;
  };

  attributes: {
    id: Generated<number>;
    /** Used in URLs and forms: filter_{slug}, attribute_{slug}. */
    slug: string;
    name: string;
    position: number;
  };
  attribute_terms: {
    id: Generated<number>;
    attribute_id: number;
    slug: string;
    name: string;
    position: number;
  };

  products: {
    id: Generated<number>;
    slug: string;
    name: string;
    /** simple | variable */
    type: string;
    /** publish | draft */
    status: string;
    short_description: string;
    description: string;
    sku: string | null;
    /** Simple products: their prices. Variable products: the lowest variation's. */
    regular_price: number;
    sale_price: number | null;
    /** The price a shopper pays now (sale price when on sale); used to sort and filter. */
    price: number;
    /** Variable products: price range of their active, visible variations. */
    min_price: number;
    max_price: number;
    stock_quantity: number | null;
    /** instock | outofstock */
    stock_status: string;
    sold_individually: number;
    min_qty: number;
    /** 0 = no maximum */
    max_qty: number;
    weight_grams: number | null;
    length_mm: number | null;
    width_mm: number | null;
    height_mm: number | null;
    image_id: number | null;
    featured: number;
    menu_order: number;
    total_sales: number;
    average_rating: number;
    rating_count: number;
    gtin: string | null;
    created_at: string;
    /** The approved vendor who sells it (null: the shop itself). */
    vendor_id: Generated<number | null>;
    /**
     * Simple products on sale: the lowest price of the 30 days before the current reduction began,
     * set with the price (catalog/price-history.server.ts); null: none recorded.
     */
    lowest_prior_price: Generated<number | null>;
  };
  product_categories: { product_id: number; category_id: number };
  product_images: { product_id: number; image_id: number; position: number };
  /** Attributes a product uses, in order; is_variation marks those that pick a variation. */
  product_attributes: {
    product_id: number;
    attribute_id: number;
    position: number;
    is_variation: number;
  };
  product_attribute_terms: { product_id: number; attribute_id: number; term_id: number };

  variations: {
    id: Generated<number>;
    product_id: number;
    sku: string;
    regular_price: number;
    sale_price: number | null;
    price: number;
    stock_quantity: number | null;
    stock_status: string;
    weight_grams: number | null;
    length_mm: number | null;
    width_mm: number | null;
    height_mm: number | null;
    image_id: number | null;
    is_visible: number;
    is_active: number;
    is_purchasable: number;
    sold_individually: number;
    min_qty: number;
    max_qty: number;
    gtin: string | null;
    menu_order: number;
    /** As products.lowest_prior_price, for this variation. */
    lowest_prior_price: Generated<number | null>;
  };
  /** term_id null = "any value" of that attribute. */
  variation_attributes: { variation_id: number; attribute_id: number; term_id: number | null };
  variation_images: { variation_id: number; image_id: number; position: number };

  customers: {
    id: Generated<number>;
    username: string;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    /** customer | vendor | owner (an owner only through the command line) */
    role: string;
    shop_url: string | null;
    created_at: string;
    display_name: Generated<string>;
    /** "" for customers; pending | approved for vendors. */
    vendor_status: Generated<string>;
    /** The saved billing and shipping addresses (checkout's field names), prefilled at checkout. */
    billing_json: Generated<string>;
    shipping_json: Generated<string>;
  };
  /** One-use password reset tokens, by the SHA-256 of the mailed token. */
  password_resets: {
    token_hash: string;
    customer_id: number;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  /** Failed login counters per account, per address and per both (login-throttle.ts). */
  login_throttle: { key: string; failures: number; last_failure_at: string };

  sessions: {
    id: string;
    customer_id: number | null;
    data_json: string;
    created_at: string;
    expires_at: string;
  };

  carts: {
    id: Generated<number>;
    session_id: string;
    customer_id: number | null;
    /** Idempotency token of the checkout form: an order is placed once per token. */
    checkout_token: string;
    updated_at: string;
  };
  cart_lines: {
    id: Generated<number>;
    cart_id: number;
    /** Stable key of the line (product + variation + chosen attributes). */
    line_key: string;
    product_id: number;
    variation_id: number | null;
    /** Chosen values for "any value" attributes: { attribute slug: term slug }. */
    attributes_json: string;
    quantity: number;
    added_at: string;
  };
  cart_coupons: { cart_id: number; coupon_id: number };

  coupons: {
    id: Generated<number>;
    /** Unique whatever its case; shoppers may type it in any case. */
    code: string;
    /** percent | fixed_cart | fixed_product */
    discount_type: string;
    /** percent: whole percent; fixed_cart: cents off the cart; fixed_product: cents off each unit */
    amount: number;
    free_shipping: number;
    /** Cents; 0 = none. */
    minimum_spend: number;
    /** Cents; 0 = none. */
    maximum_spend: Generated<number>;
    /** 0 = unlimited */
    usage_limit: number;
    usage_count: number;
    /** Orders per billing e-mail; 0 = unlimited. Counted from coupon_redemptions at checkout. */
    usage_limit_per_email: Generated<number>;
    /** Cannot be combined with other coupons. */
    individual_use: Generated<number>;
    exclude_sale_items: Generated<number>;
    /** The first instant it no longer applies (UTC), or null. */
    expires_at: string | null;
    /** active | disabled */
    status: Generated<string>;
    description: string;
  };
  /** Products a coupon is for (is_excluded 0) or not for (1); a variation counts as its product. */
  coupon_products: { coupon_id: number; product_id: number; is_excluded: Generated<number> };
  /** Categories a coupon is for (is_excluded 0) or not for (1); a category counts for its sub-categories. */
  coupon_categories: { coupon_id: number; category_id: number; is_excluded: Generated<number> };
  coupon_redemptions: {
    id: Generated<number>;
    coupon_id: number;
    order_id: number;
    email: string;
    discount: number;
    created_at: string;
  };

  orders: {
    id: Generated<number>;
    order_key: string;
    checkout_token: string;
    /** The cart the order was placed from (null for orders placed before it was kept). */
    cart_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** processing | on-hold | completed | cancelled */
    status: string;
    customer_id: number | null;
    email: string;
    billing_first_name: string;
    billing_last_name: string;
    billing_company: string;
    billing_country: string;
    billing_address_1: string;
    billing_address_2: string;
    billing_city: string;
    billing_state: string;
    billing_postcode: string;
    billing_phone: string;
    /** "Ship to a different address?": where the order ships; all empty when it ships to the billing address. */
    shipping_first_name: Generated<string>;
    shipping_last_name: Generated<string>;
    shipping_country: Generated<string>;
    shipping_address_1: Generated<string>;
    shipping_city: Generated<string>;
    shipping_state: Generated<string>;
    shipping_postcode: Generated<string>;
    /** "Order notes (optional)". */
    customer_note: string;
    shipping_method: string;
    payment_method: string;
    payment_method_title: string;
    currency: string;
    subtotal: number;
    discount_total: number;
    shipping_total: number;
    total: number;
    created_at: string;
    attribution_source_type: string;
    attribution_referrer: string;
    attribution_utm_campaign: string;
    attribution_utm_source: string;
    attribution_utm_medium: string;
    attribution_utm_content: string;
    attribution_utm_id: string;
    attribution_utm_term: string;
    attribution_utm_source_platform: string;
    attribution_utm_creative_format: string;
    attribution_utm_marketing_tactic: string;
    attribution_session_entry: string;
    attribution_session_start_time: string;
    attribution_session_pages: string;
    attribution_session_count: string;
    attribution_user_agent: string;
  };
  order_lines: {
    id: Generated<number>;
    order_id: number;
    product_id: number;
    variation_id: number | null;
    name: string;
    sku: string;
    /** Human-readable chosen options, e.g. "Color: Red, Size: M". */
    options: string;
    quantity: number;
    unit_price: number;
    line_total: number;
  };

  wishlists: {
    id: Generated<number>;
    share_key: string;
    title: string;
    session_id: string | null;
    customer_id: number | null;
    is_default: number;
    created_at: string;
    /** "share" (anyone with the share link may read it) or "private" (its owner only). */
    privacy: Generated<string>;
  };
  wishlist_items: {
    id: Generated<number>;
    wishlist_id: number;
    product_id: number;
    variation_id: number | null;
    attributes_json: string;
    quantity: number;
    added_at: string;
    /** product:variation:chosen options; one list holds each thing once. */
    item_key: Generated<string>;
  };
  /**
   * A customer's opt-in to mail about one wishlist item (decision 034): kind "stock" (back in
   * stock) or "price" (price drop). `seen_in_stock` (0/1) and `price_to_beat` (cents: the price at
   * opt-in, then the last price mailed) are what the alert last saw, so each change mails once.
   */
  wishlist_alerts: {
    id: Generated<number>;
    wishlist_item_id: number;
    kind: string;
    /** The stop link's secret (base64url). */
    token: string;
    /** The shop's origin at opt-in; links use PUBLIC_URL's instead when it is set. */
    origin: string;
    seen_in_stock: number;
    price_to_beat: number;
    created_at: string;
    last_mailed_at: string | null;
  };

  post_categories: { id: Generated<number>; slug: string; name: string };
  posts: {
    id: Generated<number>;
    slug: string;
    title: string;
    excerpt: string;
    /** Paragraphs separated by blank lines; rendered as text, never as HTML. */
    content: string;
    author_name: string;
    category_id: number | null;
    image_id: number | null;
    status: string;
    published_at: string;
    like_count: number;
  };
  comments: {
    id: Generated<number>;
    post_id: number;
    parent_id: number | null;
    customer_id: number | null;
    author_name: string;
    author_email: string;
    content: string;
    /** approved | pending | spam */
    status: string;
    like_count: number;
    created_at: string;
    /** The writer's visitor key (session id or "c{customer id}"); "" for seeded comments. */
    author_key: Generated<string>;
    /** The address the comment came from (rate limit); "" when unknown. */
    author_ip: Generated<string>;
  };
  /**
   * Each time the price a shopper pays, or the regular price beside it, changed: for a simple
   * product (variation_id null) or a variation. Written with every price change, in its
   * transaction (decision 032).
   */
  price_history: {
    id: Generated<number>;
    product_id: number;
    variation_id: number | null;
    /** What a shopper paid from then on; a reduction while below regular_price. */
    price: number;
    regular_price: number;
    /** ISO-8601 time the price took effect. */
    effective_from: string;
  };
  product_reviews: {
    id: Generated<number>;
    product_id: number;
    customer_id: number | null;
    author_name: string;
    author_email: string;
    /** 1–5 stars. */
    rating: number;
    content: string;
    /** approved | pending | spam */
    status: string;
    /** 1 when the e-mail had bought the product when the review was written. */
    verified: number;
    created_at: string;
  };
  likes: {
    id: Generated<number>;
    /** post | comment */
    object_type: string;
    object_id: number;
    /** Session id or "c{customer id}": one like per liker and object. */
    liker_key: string;
    liker_name: string;
    avatar_url: string;
    created_at: string;
  };
  shares: { post_id: number; service: string; count: number };
  /** Products a post features, in `position` order. */
  post_products: { post_id: number; product_id: number; position: number };

  contact_forms: {
    id: Generated<number>;
    slug: string;
    title: string;
    /** Field definitions and their validation rules. */
    fields_json: string;
    /** Response messages by status. */
    messages_json: string;
    recipient: string;
    /** The mail to the owner: { subject, body } with [field] tags. */
    mail_json: Generated<string>;
  };
  contact_submissions: {
    id: Generated<number>;
    form_id: number;
    data_json: string;
    status: string;
    created_at: string;
    /** SHA-256 of the sender's address (for the rate limit); never the address itself. */
    remote_hash: Generated<string>;
  };
  /** Files sent with contact form submissions (decision 038). */
  contact_uploads: {
    id: Generated<number>;
    submission_id: number;
    field: string;
    /** The sender's file name, cleaned for display (never used on disk). */
    original_name: string;
    size: number;
    /** The type the file's first bytes say it is. */
    detected_type: string;
    /** The random name in the contact uploads folder; null once the file was removed. */
    stored_name: string | null;
    created_at: string;
    removed_at: string | null;
  };
  /** One-time challenges a contact form is shown with. */
  contact_challenges: {
    id: Generated<number>;
    form_id: number;
    /** captcha | quiz | timestamp */
    kind: string;
    token: string;
    answer_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Rate-limited requests per address (hashed) and scope. */
  form_rate_events: {
    id: Generated<number>;
    scope: string;
    key_hash: string;
    created_at: string;
  };

  newsletter_subscribers: {
    id: Generated<number>;
    email: string;
    name: string;
    /** pending | confirmed | unsubscribed */
    status: string;
    /** The confirmation token (one use: replaced once confirmed). */
    token: string;
    created_at: string;
    /** The unsubscribe link's token. */
    unsubscribe_token: Generated<string>;
    confirmed_at: string | null;
  };

  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    /** queued | sent | failed */
    status: string;
    created_at: string;
    sent_at: string | null;
    /** Delivery attempts made so far. */
    attempts: Generated<number>;
    /** No attempt before this time (back-off); null = now. */
    next_attempt_at: string | null;
    /** A sender holds the message until this time; null = nobody. */
    locked_until: string | null;
    /** The last delivery error, for the owner's mail:list. */
    last_error: Generated<string>;
    /** Extra headers (only the names mail-headers.ts allows) as a JSON object; "" for none. */
    headers_json: Generated<string>;
    /** Files to attach, by stored name (a JSON list, see mail-outbox.server.ts); "" for none. */
    attachments_json: Generated<string>;
  };
}
