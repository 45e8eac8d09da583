import type { Locator, Page } from 'playwright-core';

/** Page model of a product detail page (`#/pages/…/…_detail?code=…`) and its chart. */
export class ProductDetailPage {
  constructor(readonly page: Page) {}

  async open(code: string, route = '/pages/market/preview/stock_detail'): Promise<void> {
    await this.page.goto(`/#${route}?code=${encodeURIComponent(code)}`);
    await this.page.getByTestId('product-detail').waitFor();
  }

  get chart(): Locator {
    return this.page.getByTestId('price-chart');
  }

  /** The chart's plot (lightweight-charts draws on canvases inside it). */
  get canvas(): Locator {
    return this.page.locator('[data-testid="chart-canvas"] canvas').first();
  }

  /** Waits until the chart of `period` has drawn its candles. */
  async waitForChart(period?: string): Promise<void> {
    const selector = period
      ? `[data-testid="price-chart"][data-period="${period}"] [data-testid="price-chart-body"][data-state="ready"] [data-testid="chart-canvas"] canvas`
      : '[data-testid="price-chart"] [data-testid="price-chart-body"][data-state="ready"] [data-testid="chart-canvas"] canvas';
    await this.page.waitForSelector(selector, { timeout: 30_000 });
  }

  async selectPeriod(period: string): Promise<void> {
    await this.page.getByTestId(`period-${period}`).click();
    await this.waitForChart(period);
  }

  async barCount(): Promise<number> {
    return Number(await this.page.getByTestId('chart-canvas').getAttribute('data-bars'));
  }

  /** The time and close of the chart's current (last) candle. */
  async lastCandle(): Promise<{ time: string; close: string }> {
    const el = this.page.getByTestId('chart-canvas');
    return {
      time: (await el.getAttribute('data-last-time')) ?? '',
      close: (await el.getAttribute('data-last-close')) ?? '',
    };
  }

  /** Waits until the current candle changes (a tick in its bucket, or a new bucket). */
  async waitForCandleUpdate(before: { time: string; close: string }, timeoutMs = 45_000): Promise<void> {
    await this.page.waitForFunction(
      ({ time, close }) => {
        const el = document.querySelector('[data-testid="chart-canvas"]');
        return el?.getAttribute('data-last-time') !== time || el?.getAttribute('data-last-close') !== close;
      },
      before,
      { timeout: timeoutMs },
    );
  }

  async toggleOverlay(which: 'ma' | 'boll'): Promise<boolean> {
    const chip = this.page.getByTestId(`overlay-${which}`);
    await chip.click();
    return (await chip.getAttribute('aria-pressed')) === 'true';
  }

  get star(): Locator {
    return this.page.getByTestId('watch-star');
  }

  async isCollected(): Promise<boolean> {
    return (await this.star.getAttribute('data-collected')) === 'true';
  }

  /** Clicks the star and waits for the watchlist state to become `collected`. */
  async setCollected(collected: boolean): Promise<void> {
    await this.star.click();
    await this.page.waitForSelector(`[data-testid="watch-star"][data-collected="${collected}"]`, { timeout: 20_000 });
  }
}
