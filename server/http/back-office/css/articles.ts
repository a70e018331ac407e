/** The articles screens' rules, added to the back office's stylesheet (server/http/back-office/styles.ts). */
export const ARTICLES_CSS = `
.a-published{background:#dcfce7;color:#14532d}.a-scheduled{background:#fef3c7;color:#78350f}.a-draft{background:#e5e7eb;color:#374151}
.articles .lang{display:inline-block;font-size:.75rem;font-weight:700;text-decoration:none;padding:.05rem .35rem;margin-right:.25rem;border-radius:.25rem;background:#e0f2fe;color:#0c4a6e}
.articles .lang-missing{background:#f3f4f6;color:#9ca3af;text-decoration:line-through}
.articles .filters label{flex:1 1 16rem;max-width:30rem}
.articles .filters .primary{align-self:flex-end}
.article-bodies{display:flex;flex-direction:column;gap:1rem}
.article-bodies textarea{font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;min-height:14rem;resize:vertical}
.markup-help{background:#f9fafb;border:1px solid #e5e7eb;border-radius:.375rem;padding:.6rem .9rem}
.markup-help summary{color:#0f5132}
.markup-help dl{grid-template-columns:1fr;gap:.3rem;margin-top:.5rem}
.markup-line{display:grid;grid-template-columns:minmax(12rem,22rem) 1fr;gap:.75rem;align-items:baseline}
.markup-line code{font-size:.85rem;background:#fff;border:1px solid #e5e7eb;border-radius:.25rem;padding:.05rem .35rem;overflow-wrap:anywhere}
.markup-line dt{color:#111827}
.publication .row{align-items:flex-end}
.publish-form{align-items:flex-end}
.publish-form label{max-width:16rem}
.publish-form .primary,.unpublish-form .secondary{margin:0;align-self:flex-end}
.publication p{margin:.25rem 0 .75rem}.publication .hint{margin:.5rem 0 0}
.preview-languages{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr))}
.preview-language{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;min-width:0}
.preview-lang{margin:0 0 .5rem;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#4b5563}
.preview-title{font-size:1.15rem;margin:0 0 .25rem}
.article-preview{overflow-wrap:break-word}
.article-preview table{min-width:24rem}
.articles label input,.articles label select,.articles textarea{font-weight:400}
@media (min-width:40.01rem){.articles .stacked td:nth-child(3),.articles .stacked td:last-child{white-space:nowrap}}
.articles button.primary+.hint{margin-left:.75rem}
.article-preview h3{font-size:1.05rem;margin:1.1rem 0 .4rem}
.article-preview ul,.article-preview ol{padding-left:1.3rem}
.article-note{background:#f0fdf4;border-left:4px solid #15803d;padding:.6rem .9rem;margin:1rem 0;border-radius:.25rem}
.article-preview .table-wrap{margin:1rem 0}
@media (max-width:40rem){.markup-line{grid-template-columns:1fr;gap:.1rem}.articles .stacked td:last-child{grid-column:1/-1}}
`
