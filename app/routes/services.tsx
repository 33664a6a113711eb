export default function Services() {
  return <h1>Services</h1>;
}
