export default function Portfolio() {
  return <h1>Portfolio</h1>;
}
