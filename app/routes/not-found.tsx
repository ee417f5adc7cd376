import { data } from "react-router";

/** Any path no other route claims: a real 404 rendered by the root error boundary. */
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
