/** The product's name: the default theme and the name of the product's own media server (spec 3 §3). */
export const PRODUCT_NAME = 'nostr'
