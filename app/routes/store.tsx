import { data } from "react-router";
import type { Route } from "./+types/store";

export async function loader() {
  throw data("Not found", { status: 404 });
}

export default function Store() {
  return null;
}
