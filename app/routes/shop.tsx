export default function Page() {
  return <h1>shop</h1>;
}
