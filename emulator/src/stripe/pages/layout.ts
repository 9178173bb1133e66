// Shared pieces of the hosted pages: escaping, money formatting and the page shell (inline CSS,
// no scripts, no external assets).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Amounts are in the currency's minor unit (cents for EUR), as in the API. */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

export function formatDate(unixSeconds: number): string {
  return (
    new Date(unixSeconds * 1000).toLocaleString('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }) + ' UTC'
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f8fa;color:#1a1f36;line-height:1.5}
main{max-width:42rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d8dee4;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 .25rem}
.badge{display:inline-block;font-size:.8rem;font-weight:600;color:#7a3e00;background:#fff3cd;border-radius:4px;padding:0 .4rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
caption{text-align:left;font-weight:600;margin-bottom:.25rem}
th,td{padding:.5rem .25rem;border-bottom:1px solid #e3e8ee;text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{font-weight:700;border-bottom:none}
label{display:block;font-weight:600;margin-top:.75rem}
input{width:100%;padding:.5rem;margin-top:.25rem;border:1px solid #8792a2;border-radius:4px;font:inherit}
fieldset{border:1px solid #d8dee4;border-radius:6px;margin:1rem 0 0;padding:.25rem .75rem .75rem}
legend{font-weight:600;padding:0 .25rem}
label.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.5rem}
label.choice input{width:auto;margin:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button,a.button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #4b3fcf;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#4b3fcf;color:#fff}
button.secondary,a.button{background:#fff;color:#4b3fcf}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.notice{padding:.75rem;border-radius:6px;background:#fdecea;color:#8a1c12}
.muted{color:#4f566b}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export const TEST_MODE_BADGE =
  '<p><span class="badge">Test mode</span> <span class="muted">Local Stripe stand-in: no real payment is made.</span></p>';
