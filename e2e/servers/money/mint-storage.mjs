// The mint's state in SQLite (better-sqlite3; ':memory:' without a path): the spent and pending proofs, every blind
// signature issued (for NUT-09 restore and the reused-B_ check) and the mint and melt quotes.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS proofs (y TEXT PRIMARY KEY, state TEXT NOT NULL, amount INTEGER NOT NULL, witness TEXT, quote TEXT);
  CREATE TABLE IF NOT EXISTS signatures (b_ TEXT PRIMARY KEY, keyset_id TEXT NOT NULL, amount INTEGER NOT NULL, c_ TEXT NOT NULL, dleq TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS quotes (kind TEXT NOT NULL, id TEXT NOT NULL, payment_hash TEXT, body TEXT NOT NULL, PRIMARY KEY (kind, id));
  CREATE INDEX IF NOT EXISTS quotes_by_hash ON quotes (payment_hash);
`;

export function openMintStorage(path) {
  if (path) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path ?? ':memory:');
  if (path) db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const statements = {
    proof: db.prepare('SELECT state, witness FROM proofs WHERE y = ?'),
    putProof: db.prepare('INSERT OR REPLACE INTO proofs (y, state, amount, witness, quote) VALUES (@y, @state, @amount, @witness, @quote)'),
    releasePending: db.prepare("DELETE FROM proofs WHERE quote = ? AND state = 'PENDING'"),
    settlePending: db.prepare("UPDATE proofs SET state = 'SPENT' WHERE quote = ? AND state = 'PENDING'"),
    signature: db.prepare('SELECT keyset_id, amount, c_, dleq FROM signatures WHERE b_ = ?'),
    putSignature: db.prepare('INSERT INTO signatures (b_, keyset_id, amount, c_, dleq) VALUES (?, ?, ?, ?, ?)'),
    quote: db.prepare('SELECT body FROM quotes WHERE kind = ? AND id = ?'),
    quoteByHash: db.prepare('SELECT body FROM quotes WHERE kind = ? AND payment_hash = ?'),
    quotesInState: db.prepare("SELECT body FROM quotes WHERE kind = ? AND json_extract(body, '$.state') = ?"),
    putQuote: db.prepare('INSERT OR REPLACE INTO quotes (kind, id, payment_hash, body) VALUES (?, ?, ?, ?)'),
  };
  const parse = (row) => (row ? JSON.parse(row.body) : null);

  return {
    /** 'SPENT', 'PENDING' or 'UNSPENT', with the witness the proof was spent with. */
    proofState(y) {
      const row = statements.proof.get(y);
      return { state: row?.state ?? 'UNSPENT', witness: row?.witness ?? null };
    },
    /** Records proofs as SPENT or PENDING (`quote`: the melt holding them). */
    putProofs(proofs, state, quote = null) {
      for (const { y, amount, witness } of proofs) statements.putProof.run({ y, state, amount, witness: witness ?? null, quote });
    },
    /** Frees the proofs a melt held as PENDING (the payment failed). */
    releasePending: (quote) => statements.releasePending.run(quote),
    /** Marks the proofs a melt held as PENDING as SPENT (the payment went through). */
    settlePending: (quote) => statements.settlePending.run(quote),
    signature(B_) {
      const row = statements.signature.get(B_);
      return row && { id: row.keyset_id, amount: row.amount, C_: row.c_, dleq: JSON.parse(row.dleq) };
    },
    putSignatures(outputs, signatures) {
      signatures.forEach((sig, i) => statements.putSignature.run(outputs[i].B_, sig.id, sig.amount, sig.C_, JSON.stringify(sig.dleq)));
    },
    quote: (kind, id) => parse(statements.quote.get(kind, id)),
    quoteByPaymentHash: (kind, hash) => parse(statements.quoteByHash.get(kind, hash)),
    quotesInState: (kind, state) => statements.quotesInState.all(kind, state).map(parse),
    putQuote(kind, quote) {
      statements.putQuote.run(kind, quote.quote, quote.paymentHash ?? null, JSON.stringify(quote));
    },
    /** Runs `fn` in one SQLite transaction: all of its writes or none. */
    transaction: (fn) => db.transaction(fn)(),
    close: () => db.close(),
  };
}
