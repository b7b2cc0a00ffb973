import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LnurlPayInfo } from '../lnurl/pay-info'
import { startLocalHttpServer, type LocalHttpServer } from '../names/testing/local-http-server'
import { invoiceFor } from '../test-support/zap-receipts'
import { fetchZapInvoice, type InvoiceCall } from './lnurl-invoice'
import { ZapError } from './zap-rules'

// LUD-06 invoice callbacks that misbehave, each on its own path of a real local server (spec 2 §8 LNURL texts).
const ZAP_REQUEST = JSON.stringify({ kind: 9734, content: 'the signed zap request' })
const call: InvoiceCall = { millisats: 21_000, zapRequest: ZAP_REQUEST }

const answers: Record<string, () => { status: number; body?: unknown }> = {
  '/down': () => ({ status: 503, body: 'Service Unavailable' }),
  '/empty': () => ({ status: 200, body: { routes: [] } }),
  '/not-json': () => ({ status: 200, body: 'pr=lnbc1' }),
  '/refusing': () => ({ status: 200, body: { status: 'ERROR', reason: 'Route not found for this amount' } }),
  '/refusing-silently': () => ({ status: 200, body: { status: 'ERROR' } }),
  '/other-amount': () => ({ status: 200, body: { pr: invoiceFor(2_100_000, ZAP_REQUEST) } }),
  '/other-request': () => ({ status: 200, body: { pr: invoiceFor(21_000, 'another zap request') } }),
  '/honest': () => ({ status: 200, body: { pr: invoiceFor(21_000, ZAP_REQUEST) } }),
}

let server: LocalHttpServer
beforeAll(async () => {
  server = await startLocalHttpServer((url) => answers[url.pathname]?.() ?? { status: 404, body: 'Not Found' })
})
afterAll(() => server.close())

const payInfo = (callback: string): LnurlPayInfo => ({ callback, minSendable: 1000, maxSendable: 1e11, metadata: '[]', allowsNostr: true })
const invoiceFrom = (path: string) => fetchZapInvoice(fetch, payInfo(`${server.origin}${path}`), call)

describe('fetchZapInvoice against a misbehaving LNURL callback', () => {
  it('returns an invoice for the amount that commits to the zap request, sending amount and nostr', async () => {
    expect(await invoiceFrom('/honest')).toMatch(/^lnbc210n1/)
    const asked = new URL(server.seen.at(-1)!.path, server.origin)
    expect(Object.fromEntries(asked.searchParams)).toEqual({ amount: '21000', nostr: ZAP_REQUEST })
  })

  it("says 'Failed to fetch invoice: {status}' for an HTTP error", async () => {
    await expect(invoiceFrom('/down')).rejects.toThrow(new ZapError('Failed to fetch invoice: 503'))
    await expect(invoiceFrom('/missing')).rejects.toThrow('Failed to fetch invoice: 404')
  })

  it("says 'No invoice returned from LNURL endpoint' when the answer holds no pr", async () => {
    await expect(invoiceFrom('/empty')).rejects.toThrow('No invoice returned from LNURL endpoint')
    await expect(invoiceFrom('/not-json')).rejects.toThrow('No invoice returned from LNURL endpoint')
  })

  it("shows the server's LUD-06 reason, else 'LNURL server returned error'", async () => {
    await expect(invoiceFrom('/refusing')).rejects.toThrow(new ZapError('Route not found for this amount'))
    await expect(invoiceFrom('/refusing-silently')).rejects.toThrow(new ZapError('LNURL server returned error'))
  })

  it('refuses an invoice for another amount or one that does not commit to the zap request', async () => {
    await expect(invoiceFrom('/other-amount')).rejects.toThrow('LNURL server returned error: the invoice is not for 21 bits')
    await expect(invoiceFrom('/other-request')).rejects.toThrow('LNURL server returned error: the invoice does not commit to the request')
  })

  it('refuses a callback that is not https (http only on this machine) without calling it', async () => {
    const before = server.seen.length
    let called = false
    const spy = async () => ((called = true), new Response('{}'))
    await expect(fetchZapInvoice(spy, payInfo('http://zaps.example/callback'), call)).rejects.toThrow(new ZapError('LNURL server returned error'))
    await expect(fetchZapInvoice(spy, payInfo('ftp://127.0.0.1/callback'), call)).rejects.toThrow('LNURL server returned error')
    expect(called).toBe(false)
    expect(server.seen.length).toBe(before)
  })
})
