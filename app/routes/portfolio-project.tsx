export default function PortfolioProject() {
  return <h1>PortfolioProject</h1>;
}
