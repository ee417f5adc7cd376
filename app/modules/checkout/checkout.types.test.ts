import { describe, expectTypeOf, it } from "vitest";
import type { ReceivedOrder as ServerReceivedOrder } from "./checkout.server";
import type { ReceivedOrder } from "./checkout.types";

describe("checkout view types", () => {
  // findReceivedOrder still declares its own ReceivedOrder; the two must not drift apart
  // (type-checked by tsc) until it takes the one from checkout.types.ts.
  it("the confirmation page's order is what the server returns", () => {
    expectTypeOf<ServerReceivedOrder>().toEqualTypeOf<ReceivedOrder>();
  });
});
