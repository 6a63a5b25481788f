/** Runs a piece of work at start and then every `intervalMs`, one run at a time, until stopped. */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly intervalMs: number,
    /** The work; it reports its own failures. */
    private readonly work: () => Promise<void>,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.run(), this.intervalMs).unref();
    this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private run(): void {
    this.running ??= this.work().finally(() => (this.running = undefined));
  }
}
