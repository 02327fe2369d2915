/** The gate page's data block (`<script type="application/json" id="__GATE__">`), written by server/modules/access-gate/access-gate-plugin.ts. */
import { GatePageData } from '@core/schemas/access-gate';

export function readGateData(): GatePageData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('__GATE__')?.textContent;
  if (!text) return null;
  try {
    const parsed = GatePageData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
