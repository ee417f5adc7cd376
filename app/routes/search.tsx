export default function Page() {
  return <h1>search</h1>;
}
