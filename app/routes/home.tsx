export function meta() {
  return [{ title: "Overlay Lab — stream overlays, alerts, emotes and merch" }];
}

export default function Home() {
  return <h1 className="text-4xl font-bold">Overlay Lab</h1>;
}
