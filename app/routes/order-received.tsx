export default function Page() {
  return <h1>order-received</h1>;
}
