import type { MailTransport } from '../adapters/mail/port'
import { createMailSendHandler } from '../adapters/mail/send-job'
import { testProviderJobHandlers } from '../adapters/payments/test-provider'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { JobHandlers } from './port'

export interface JobHandlerDeps {
  db: Database
  config: Pick<Config, 'mailFrom' | 'publicUrl'>
  mailTransport: MailTransport
}

/**
 * Every job type's handler, in one place (a type in server/jobs/port.ts without a handler here does
 * not compile). The worker of each server process gets this map.
 */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  return {
    'mail.send': createMailSendHandler({ db: deps.db, transport: deps.mailTransport, config: deps.config }),
    ...testProviderJobHandlers(deps.db),
  }
}
