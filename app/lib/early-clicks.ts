/**
 * Keeps taps on the shop's buttons that come before React has hydrated them, and taps those buttons again
 * once it has (docs/decisions/0091). A `type="button"` does nothing until its handler is there, so on a slow
 * phone an "add to cart" tapped while the scripts load was lost; links and a form's buttons work without
 * scripts and are left alone. React writes it as the document's bootstrap script (entry.server), outside
 * the tree it hydrates and with the request's nonce, so it costs the browser's bundle nothing.
 *
 * A button tapped twice is tapped again once. From the moment entry.client hands the page to React
 * (`HYDRATING_FLAG` on window) React answers taps itself, replaying those on parts it has not hydrated yet:
 * they are not kept, or they would count twice. `data-hydrated` on <html> is set by the root route's effect
 * once the whole page has hydrated; then the kept taps go again, except on a button that hydration replaced
 * or that is disabled by then.
 */
export const HYDRATING_FLAG = '__shopHydrating'

export const EARLY_CLICKS_SCRIPT = `(function(){var w=window,d=document,h=d.documentElement,q=[];
function keep(e){if(w.${HYDRATING_FLAG})return;var b=e.target&&e.target.closest&&e.target.closest('button[type=button]');if(b&&q.indexOf(b)<0)q.push(b)}
if(h.dataset.hydrated)return;d.addEventListener('click',keep,true);
new MutationObserver(function(m,o){if(!h.dataset.hydrated)return;o.disconnect();d.removeEventListener('click',keep,true);
q.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})})()`
