/** A value made on first call and kept: `once(make)()` runs `make` at most once (a promise counts as made). */
export function once<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}
