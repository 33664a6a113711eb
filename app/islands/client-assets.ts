/** What the server needs to know about the client build to render a public page. */
export interface ClientAssets {
  /** The stylesheet, inlined into public pages so nothing blocks their first paint. */
  css: string;
  /** URL of the islands' loader. */
  loader: string;
}
