export default function GetQuote() {
  return <h1>GetQuote</h1>;
}
