export default function Page() {
  return <h1>icons</h1>;
}
