export default function Sitemap() {
  return <h1>Sitemap</h1>;
}
