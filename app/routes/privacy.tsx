export default function Privacy() {
  return <h1>Privacy</h1>;
}
