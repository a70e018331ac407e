/** The products screens' rules, added to the back office's stylesheet (server/http/back-office/styles.ts). */
export const PRODUCTS_CSS = `
.list-head{justify-content:space-between;align-items:center}.list-head h1{margin:0}
.button-primary{display:inline-flex;align-items:center;text-decoration:none}
.products-list .filters label{flex:1 1 9rem;min-width:0;max-width:15rem}.products-list .filters .grow{flex:3 1 16rem;max-width:none}
.products-list .filters select,.products-list .filters input{width:100%}
.products-list .reset{align-self:center}
.product-table th a{color:inherit;text-decoration:none}.product-table th a:hover{text-decoration:underline}
.product-table .name a{font-weight:600}
.product-table .supplier-ref{display:block;font-size:.85rem}
.product-table .out{color:#b91c1c;font-weight:600}
.product-table .sale{color:#15803d}
@media (max-width:40rem){
  .products-list .filters{display:grid;grid-template-columns:1fr 1fr;gap:.6rem}
  .products-list .filters label{max-width:none}.products-list .filters .grow{grid-column:1/-1}
  .product-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .product-table,.product-table tbody,.product-table tr,.product-table th,.product-table td{display:block;width:100%}
  .product-table tr{border-bottom:1px solid #e5e7eb;padding:.6rem .75rem}
  .product-table th,.product-table td{border:0;padding:.1rem 0;text-align:left}
  .product-table td[data-label]{display:flex;justify-content:space-between;gap:1rem}
  .product-table td[data-label]::before{content:attr(data-label);color:#4b5563;font-size:.85rem}
  .product-table td.num{text-align:right}
}
.product-editor fieldset.card{min-width:0}
.product-editor fieldset.card>legend{font-weight:700;font-size:1.1rem;padding:0 .35rem}
.product-editor .checks{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0}
.product-editor .problems{margin:0;padding:.75rem 1rem .75rem 2rem;color:#b91c1c;background:#fef2f2;border:1px solid #fca5a5;border-radius:.5rem}
.product-editor .problems a{color:inherit}
.product-actions{display:flex;flex-direction:column;gap:.5rem}
.product-actions .row{align-items:center;gap:.5rem .75rem}
.product-actions form{margin:0}.delete-form{display:flex;align-items:center;gap:.5rem;flex-wrap:wrap;border:1px solid #fca5a5;border-radius:.375rem;padding:.25rem .25rem .25rem .6rem}.product-actions .danger{margin-top:0;min-height:2.6rem}
.product-actions p{margin:0}
.option-block .choice{margin-top:.5rem}
.feature-row{margin:0}
.picker-results{margin-top:.5rem}.picker-results .button-link{min-height:2rem;padding:.3rem .8rem;font-weight:600}
`
