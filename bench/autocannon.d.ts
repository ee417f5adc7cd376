// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }
  export interface Instance extends Promise<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
