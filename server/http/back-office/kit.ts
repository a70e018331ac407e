import type { Context } from 'hono'
import type { ReactElement } from 'react'
import type { Config } from '#server/config'
import type { Database } from '#server/db/client'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import type { StaffMember } from '#server/domain/staff/staff'
import type { AppEnv } from '../env'
import type { Translate } from './views'

/**
 * What every back-office screen module gets from `mountBackOffice`: the database, the page frame, the
 * member of staff its guard let in, and the clock. A screen mounts its routes behind the guard with it.
 */
export interface BackOfficeKit {
  db: Database
  config: Pick<Config, 'publicUrl' | 'localeHosts'>
  now: () => Date
  t: (locale: StaffMember['locale']) => Translate
  /** The member of staff of a guarded request. */
  staffOf: (c: Context<AppEnv>) => StaffMember
  render: AdminRender
  /** The media pipeline: uploaded photos and logos are checked and stored through it (issue 35). */
  media: MediaIngest
  /** After a catalogue write has committed: products whose free stock went from none to some (keep-me-posted). */
  backInStock: (productIds: readonly number[]) => Promise<void>
  /** The back office's 404 page for the guarded member of staff. */
  notFound: (c: Context<AppEnv>) => Response | Promise<Response>
}

/** A back-office page in its frame; `refresh` reloads it every so many seconds (a running sync). */
export type AdminRender = (
  c: Context<AppEnv>,
  staff: StaffMember | null,
  title: string,
  body: ReactElement,
  status?: 200 | 403 | 404 | 409 | 413 | 422 | 429,
  options?: { refresh?: number },
) => Response | Promise<Response>
