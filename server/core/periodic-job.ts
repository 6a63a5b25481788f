/** Runs a piece of work at start and then every `intervalMs`, one run at a time, until stopped. */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** A kick came during a run: run once more after it, so nothing committed meanwhile waits for the timer. */
  private again = false;

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
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  /** Runs the work now instead of at the next tick (while started); a kick during a run runs it once more after. */
  kick(): void {
    if (!this.timer) return;
    if (this.running) this.again = true;
    else this.run();
  }

  private run(): void {
    this.running ??= this.work().finally(() => {
      this.running = undefined;
      if (this.again && this.timer) {
        this.again = false;
        this.run();
      }
    });
  }
}
