import { useI18n } from '#app/i18n/i18n'

/** Ids of the home sections the hero's calls to action lead to; plain anchors, so they work without JavaScript. */
export const ASSORTMENT_ANCHOR = 'assortiment'
export const STORE_ANCHOR = 'winkel'

/**
 * The first screen of the home page: a short promise, a call to action into the assortment and a picture of
 * it. The picture is the page's largest element (LCP): a small WebP in two sizes, loaded at high priority.
 * On a phone the band stays low, so that products show in the first screen.
 */
export function HomeHero({ company }: { company: string }) {
  const { t } = useI18n()
  return (
    <section
      className="relative isolate overflow-hidden rounded-lg bg-brand-800 text-white lg:grid lg:min-h-80 lg:grid-cols-[1fr_minmax(0,26rem)]"
      aria-labelledby="home-hero-title"
      data-testid="home-hero"
    >
      <div className="relative z-10 flex flex-col gap-3 px-4 py-5 pr-32 sm:px-8 sm:py-8 sm:pr-56 lg:justify-center lg:px-10 lg:pr-10">
        <p className="text-xs font-semibold tracking-wide text-accent-500 uppercase sm:text-sm">
          {t('home.heading', { company })}
        </p>
        <h1 id="home-hero-title" className="text-xl leading-tight font-bold sm:text-3xl lg:text-4xl">
          {t('home.hero.title')}
        </h1>
        <p className="hidden max-w-xl text-white/90 sm:block sm:text-lg">{t('home.intro')}</p>
        <p className="flex flex-wrap gap-2 pt-1 sm:gap-3">
          <a
            href={`#${ASSORTMENT_ANCHOR}`}
            className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 text-sm font-semibold text-gray-900 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('home.hero.cta')}
          </a>
          <a
            href={`#${STORE_ANCHOR}`}
            className="hidden min-h-11 items-center rounded-md border border-white/60 px-4 text-sm font-semibold hover:bg-white/10 sm:inline-flex"
          >
            {t('home.hero.store')}
          </a>
        </p>
      </div>
      <img
        src="/images/home-hero-480.webp"
        srcSet="/images/home-hero-480.webp 480w, /images/home-hero-960.webp 960w"
        sizes="(min-width: 1024px) 26rem, (min-width: 640px) 13rem, 8rem"
        alt=""
        width={480}
        height={320}
        fetchPriority="high"
        className="absolute inset-y-0 right-0 h-full w-32 object-cover sm:w-52 lg:static lg:w-full"
      />
    </section>
  )
}
