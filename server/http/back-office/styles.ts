import { ARTICLES_CSS } from './css/articles'
import { CATEGORIES_CSS } from './css/categories'
import { MEDIA_CSS } from './css/media'
import { PRODUCTS_CSS } from './css/products'
import { STAFF_CSS } from './css/staff'

/** The back office's stylesheet, inlined with the page's CSP nonce: one small file, no build step. */
const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f3f4f6}
a{color:#0f5132}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.75rem 1.5rem;background:#14432f;color:#fff}
.bar a{color:#fff;text-decoration:none}
.bar nav{display:flex;flex-wrap:wrap;gap:.35rem 1rem;font-size:.95rem}
.bar nav a{font-weight:600;opacity:.9}
.bar nav{display:flex;gap:1.25rem}
.brand{font-weight:700;font-size:1.1rem}
.who{margin-left:auto;display:flex;gap:.75rem;align-items:center}
main{max-width:80rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem;display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
h2{font-size:1.15rem;margin:0 0 .75rem}
h3{font-size:1rem;margin:1rem 0 .5rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1.25rem;margin-bottom:1.25rem}
.narrow{max-width:26rem;margin:3rem auto}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr))}
.grid>.card{margin-bottom:0}.grid{margin-bottom:1.25rem}
.stack{display:flex;flex-direction:column;gap:.9rem}
.row{display:flex;flex-wrap:wrap;gap:1rem}
label{display:flex;flex-direction:column;gap:.25rem;font-weight:600;font-size:.9rem}
input,select{font:inherit;padding:.5rem .6rem;border:1px solid #9ca3af;border-radius:.375rem;background:#fff;min-height:2.6rem}
button{font:inherit;cursor:pointer}
.primary{background:#15803d;color:#fff;border:0;border-radius:.375rem;padding:.6rem 1.2rem;font-weight:700;align-self:flex-start;min-height:2.6rem}
.primary:hover{background:#166534}
.danger{background:#b91c1c;color:#fff;border:0;border-radius:.375rem;padding:.5rem 1rem;font-weight:700;margin-top:.5rem}
.danger:hover{background:#991b1b}
textarea{font:inherit;padding:.5rem .6rem;border:1px solid #9ca3af;border-radius:.375rem}
summary{cursor:pointer;color:#b91c1c;font-weight:600}
.tabs{display:flex;flex-wrap:wrap;gap:.5rem;margin-bottom:1rem}
.tabs a{padding:.4rem .9rem;border-radius:999px;background:#fff;border:1px solid #d1d5db;text-decoration:none;font-weight:600}
.tabs a[aria-current=page]{background:#14432f;color:#fff;border-color:#14432f}
.secondary{background:#fff;color:#991b1b;border:1px solid #d1d5db;border-radius:.375rem;padding:.6rem 1.2rem;font-weight:700;min-height:2.6rem}
.secondary:hover{background:#fef2f2}
.review-text{white-space:pre-line}
.remove-review{margin:0;background:#f9fafb}.remove-review label{flex:1 1 16rem;max-width:32rem}.remove-review input{width:100%}
.actions{align-items:center;margin-bottom:1.25rem}
.chart{margin:0}.chart figcaption{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
.chart svg{display:block;width:100%;height:8rem;margin-top:.5rem}
.chart .track{fill:#f3f4f6}.chart .bar{fill:#15803d}.chart .bar-failed{fill:#b91c1c}
.chart-axis{display:flex;justify-content:space-between;margin-top:.25rem}
details.card summary{color:#111827}
.button-link{display:inline-flex;align-items:center;min-height:2.6rem;padding:.6rem 1.2rem;border:1px solid #d1d5db;border-radius:.375rem;background:#fff;font-weight:700;text-decoration:none;color:#0f5132;font-size:inherit;cursor:pointer}
.button-link:hover{background:#f0fdf4}
.link{background:none;border:1px solid rgba(255,255,255,.6);color:#fff;border-radius:.375rem;padding:.3rem .8rem}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
.table-wrap{overflow-x:auto;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem}
.card .table-wrap{border:0}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.6rem .75rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
thead th{background:#f9fafb;font-size:.85rem;color:#374151}
.num{text-align:right;white-space:nowrap}
.muted{color:#4b5563;font-size:.9rem}
.empty{padding:1rem}
.error{color:#b91c1c;font-weight:600}
.notice{background:#dcfce7;border:1px solid #86efac;padding:.6rem .9rem;border-radius:.375rem}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.15rem .55rem;border-radius:999px;background:#e5e7eb;color:#111827}
.s-paid{background:#dbeafe;color:#1e3a8a}.s-processing{background:#fef3c7;color:#78350f}
.s-shipped{background:#e0e7ff;color:#3730a3}.s-delivered{background:#dcfce7;color:#14532d}
.s-cancelled,.s-refunded{background:#fee2e2;color:#7f1d1d}
.choices{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
.choice{flex-direction:row;align-items:center;gap:.4rem;font-weight:500}
.choice input{min-height:auto}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}
dt{color:#4b5563}dd{margin:0}
.plain{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:.35rem}
.pager{display:flex;gap:1rem;align-items:center;margin-top:1rem}
.mail-text{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;margin:0}
.s-running{background:#fef3c7;color:#78350f}.s-succeeded{background:#dcfce7;color:#14532d}.s-failed{background:#fee2e2;color:#7f1d1d}
progress{width:100%;height:1rem;accent-color:#15803d}
input[type=file]{padding:.4rem;max-width:100%;min-width:0}
.sync label{max-width:100%}.sync dd{overflow-wrap:anywhere}
.counts{display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));gap:.75rem;margin:0 0 1rem}
.counts div{background:#f9fafb;border:1px solid #e5e7eb;border-radius:.375rem;padding:.6rem .8rem}
.counts dt{font-size:.85rem}.counts dd{font-size:1.35rem;font-weight:700}
.grid-fields{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.money{display:inline-flex;align-items:center;gap:.35rem}.money input{width:7rem}
.settings label input,.settings textarea{font-weight:400}.settings p.muted{margin:0}.settings td,.settings th{vertical-align:middle}
.settings .limit{max-width:20rem}.settings td .field-error{display:block;font-size:.85rem;max-width:18rem;margin-top:.25rem}
@media (max-width:40rem){.stacked thead{display:none}.stacked tr{display:grid;grid-template-columns:1fr 1fr;gap:.4rem .75rem;padding:.75rem;border-bottom:1px solid #e5e7eb}.stacked td,.stacked th{border:0;padding:0}.stacked tr>:first-child,.stacked .span{grid-column:1/-1}.stacked td[data-label]::before{content:attr(data-label);display:block;font-size:.8rem;font-weight:600;color:#374151}.stacked input{width:100%}.stacked .money input{width:6.5rem}}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.c-active{background:#dcfce7;color:#14532d}.c-scheduled{background:#fef3c7;color:#78350f}
.c-inactive{background:#e5e7eb;color:#374151}.c-expired,.c-used_up{background:#fee2e2;color:#7f1d1d}
.actions .tabs{margin-bottom:0}
.nowrap{white-space:nowrap}
.hint{font-weight:400;font-size:.85rem}
.field-error{color:#b91c1c;font-weight:600;font-size:.9rem}
.form-grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}

.localized{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem 1rem;margin:0;min-width:0}
.localized legend{font-weight:700;padding:0 .35rem}
.localized-fields{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.localized textarea,.stack textarea{width:100%}
.stack-tight{display:flex;flex-direction:column;gap:.2rem}
.conflict{border-color:#fca5a5;background:#fef2f2}
.pre{white-space:pre-wrap;overflow-wrap:anywhere}
label input,label select,label textarea{font-weight:400}
.bar nav{order:3;width:100%;gap:.35rem 1.25rem}.who{order:2}
@media (max-width:40rem){.bar{padding:.6rem 1rem}.bar nav{flex-wrap:nowrap;overflow-x:auto;gap:1.1rem;padding:.35rem 0 .5rem;scrollbar-width:thin}.bar nav a{white-space:nowrap;flex:none}}
`

export const ADMIN_CSS = BASE_CSS + PRODUCTS_CSS + MEDIA_CSS + CATEGORIES_CSS + ARTICLES_CSS + STAFF_CSS
