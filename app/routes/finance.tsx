export default function Finance() {
  return <h1>Finance</h1>;
}
