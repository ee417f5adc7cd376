import { describe, expect, it } from "vitest";
import { createSerialQueue } from "./cart-request-queue";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("add-to-cart queue", () => {
  it("sends one request at a time, in the order clicked", async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all([queue.enqueue(job("a")), queue.enqueue(job("b")), queue.enqueue(job("c"))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(most).toBe(1);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(queue.size).toBe(0);
  });

  it("keeps going after a failed request", async () => {
    const queue = createSerialQueue();
    const failed = queue.enqueue(async () => {
      await tick();
      throw new Error("network");
    });
    const next = queue.enqueue(async () => "ok");
    await expect(failed).rejects.toThrow("network");
    await expect(next).resolves.toBe("ok");
  });
});
