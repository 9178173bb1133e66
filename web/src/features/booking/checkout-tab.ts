// The Stripe page opens in a new tab. The tab is opened synchronously inside the click, so
// popup blockers let it through, and pointed at the checkout URL once the server answers.

export interface CheckoutTab {
  go(url: string): void;
  close(): void;
}

export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      // Popup blocked: continue in this tab rather than leaving the visitor stranded.
      else window.location.assign(url);
    },
    close() {
      tab?.close();
    },
  };
}
