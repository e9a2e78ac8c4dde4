/**
 * Moves of Triangulation's three seats for the online tests, as [seat, from, to]: Red, Green,
 * Blue in turn (Red moves four times, the others three). Red's Cavalry takes a Green Infantry
 * on E5Ω, then a Blue Infantry on H3Σ, then Green's General on G2Ω (which castled there),
 * knocking Green out.
 */
export const KNOCKOUT: readonly (readonly [number, string, string])[] = [
  [0, 'A8Ω', 'D7Φ'],
  [1, 'F3Ω', 'E5Ω'],
  [2, 'H6Δ', 'G6Λ'],
  [0, 'D7Φ', 'E5Ω'],
  [1, 'H2Ω', 'G2Ω'],
  [2, 'H7Δ', 'H5Λ'],
  [0, 'E5Ω', 'H3Σ'],
  [1, 'G3Φ', 'G4Σ'],
  [2, 'H7Γ', 'H6Δ'],
  [0, 'H3Σ', 'G2Ω'],
];
