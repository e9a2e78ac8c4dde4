// The opening book of triangulation (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- triangulation --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rC/rRrGrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C7Φ-E7Σ 300 101.33 -38
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Φ-F5Φ 300 101.33 -13
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC b rgb - -/-/-	F8Δ-E8Π 66 20 -58	H6Δ-G6Π 33 10.33 -41
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI4bI1bI/gRgI9bIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C7Ω-D7Σ 3 0.67 -44	C8Φ-D7Σ 2 0.67 -26	C7Ω-D6Φ 1 0.33 -50
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI5bI1/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C7Ω-D7Σ 2 0.67 -33
rC/rRrGrR/rIrI1rIrI/7/5rI1bI1/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	E7Σ-E7Π 40 15.33 -63
rC/rRrGrR/rIrI2rI/3rI3/5rI1bI1/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	H3Φ-F4Φ 2 0 -39	F3Ω-E5Ω 1 0 -15	G3Ω-G4Σ 1 0 -34	G3Ω-F4Φ 1 1 -39
rC/rRrGrR/rIrI2rI/2rI4/5rI1bI1/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 3 1 -43	H3Φ-F4Φ 1 0.33 -45	G3Ω-G4Σ 1 0.33 -60
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI4bI2/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C7Ω-D7Φ 2 1.33 -25	C8Φ-D7Σ 1 0.33 -24	C6Ω-D6Ω 1 1 -37
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 15 6.67 -24	H3Φ-G4Σ 5 1.67 -32	G3Ω-G4Σ 5 1 -36	H1Ω-G4Φ 4 1 -35	F3Ω-E5Ω 2 0.33 -17	H3Φ-F4Φ 2 1.33 -41
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI1gIgI7/gR9bIbIbR/gCgGgRgIgI5bIbIbRbGbC b rgb - -/-/-	G7Δ-G7Λ 4 0.33 -55
rC/rRrGrR/rI2rIrI/2rI4/5rI1bI1/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 1 0.33 -46
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI7bI1bIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 4 1.67 -31	C8Φ-D6Φ 1 1 -52
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI5bI2bIbIbR/gCgGgRgIgI6bIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 5 0.67 -20	C8Σ-D7Σ 2 0.33 -23	C8Φ-D6Φ 2 0.67 -39	C8Σ-D8Π 1 0.33 -37
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI7bCbIbIbR/gCgGgRgIgI5bIbIbRbG1 r rgb - -/-/-	C8Φ-D7Σ 13 4 -40	A8Ω-D7Φ 7 2.33 -62	C8Φ-D6Φ 3 1 -46
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI1gI5bI1bIbR/gCgGgR1gI5bIbIbRbGbC b rgb - -/-/-	H6Δ-G6Π 1 0.33 -108
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI7/gR3gI5bIbIbR/gCgGgRgIgI5bIbIbRbGbC b rgb - -/-/-	G7Δ-F7Π 5 2 -51
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI3bI3/gR3gI6bIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C8Φ-D6Φ 5 2 -141
rC/rRrGrR/rIrI2rI/2rI4/6rIbI1/gI2gI3bI3/gR3gI6bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	F3Ω-F4Φ 3 0.33 -49	H1Ω-G4Φ 2 0.67 -57
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI8bIbIbR/gCgGgRgIgI4bI1bIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 2 0.67 -31
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI5bI3bIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 5 1 -19	C8Σ-D8Π 1 1 -41
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI5bI3bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	H3Φ-G4Σ 3 0.67 -86	F3Ω-E4Ω 1 0.33 -87	H3Σ-G4Σ 1 0 -89
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI4bI2/gRgI8bI1bR/gCgGgRgI3gI2bIbIbRbGbC r rgb - -/-/-	E7Π-F7Π 5 2 -126
rC/rRrGrR/rIrI1rIrI/7/7bI1/gI2gI3rIbI2/gRgI8bI1bR/gCgGgRgI3gI2bIbIbRbGbC g rgb - -/-/-	H3Φ-G4Σ 5 2 5
rC/rRrGrR/rIrI1rIrI/7/7bI1/gI2gI3rIbI2/gRgI2gI5bI1bR/gCgGgR4gI2bIbIbRbGbC b rgb - -/-/-	H6Δ-H5Λ 2 0 -109	E8Π-E7Π 1 0.33 -109	G8Γ-F8Λ 1 0.33 -113	G7Δ-G7Λ 1 0.33 -119
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 7 2 -33	C8Φ-D6Φ 2 0.33 -52	C8Φ-D7Φ 1 1 -40
1/rRrGrR/rIrI1rIrI/3rC3/5rI3/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	H1Ω-G4Φ 1 1 13	H3Φ-G4Φ 1 0.33 -2
rC/rRrGrR/rIrI1rI1/7/5rI1rI1/gI2gI6bI/gRgI5bI3bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 1 0 -12
rC/rRrGrR/rI2rIrI/4rI2/5rI3/gI2gI6bI/gRgI5bI2bIbIbR/gCgGgRgIgI6bIbRbGbC g rgb - -/-/-	G3Ω-G4Σ 1 0.33 -97
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI2gI6bI/gRgI7bCbIbIbR/gCgGgRgIgI5bIbIbRbG1 g rgb - -/-/-	G3Ω-F4Φ 8 2.33 -74
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI1gIgI6bI/gR8bCbIbIbR/gCgGgRgIgI5bIbIbRbG1 b rgb - -/-/-	H6Δ-G6Λ 8 3.33 -28
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI1gIgI6bI/gR7bIbCbIbIbR/gCgGgRgIgI6bIbRbG1 r rgb - -/-/-	E5Ω-F5Φ 8 2.33 -54
rC/rRrGrR/1rI1rIrI/7/5rI3/gI1gIrI6bI/gR7bIbCbIbIbR/gCgGgRgIgI6bIbRbG1 g rgb - gI/-/-	F3Ω-E4Ω 8 2.33 -70
rC/rRrGrR/1rI1rIrI/7/gI4rI3/2gIrI6bI/gR7bIbCbIbIbR/gCgGgRgIgI6bIbRbG1 b rgb - gI/-/-	F8Δ-E8Π 8 3.33 52
rC/rRrGrR/1rI1rIrI/7/gI4rI1bI1/2gIrI7/gR7bIbCbIbIbR/gCgGgRgIgI6bIbRbG1 r rgb - gI/-/-	F5Φ-F5Σ 1 0 -218
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI7/gRgI2gI5bIbIbR/gCgGgR1gI5bIbIbRbGbC b rgb - -/-/-	G7Δ-F7Π 5 1.67 -54
rC/rRrGrR/1rI1rIrI/7/1rI4rIbI1/gI2gI3bI3/gRgI2gI6bIbR/gCgGgR1gI5bIbIbRbGbC g rgb - -/-/-	F5Φ-F5Σ 5 1.67 -66
rC/rRrGrR/1rI1rIrI/7/1rI4rIbI1/gI3gI2bI3/gRgI2gI6bIbR/gCgGgR1gI5bIbIbRbGbC b rgb - -/-/-	G8Δ-E8Λ 5 1.67 -52
rC/rRrGrR/1rI1rIrI/7/1rI4rIbIbI/gI3gI2bI3/gRgI2gI7bR/gCgGgR1gI5bIbIbRbGbC r rgb - -/-/-	C8Φ-D6Φ 5 1.67 -203
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI7bCbIbIbR/gCgGgRgIgI5bIbIbRbG1 g rgb - -/-/-	G3Ω-G4Σ 13 6 -25
rC/rRrGrR/1rI2rI/4rI2/1rI3rI3/gI2gI6bI/gR3gI4bCbIbIbR/gCgGgRgIgI4bI1bIbRbG1 g rgb - -/-/-	F3Ω-E4Ω 2 1.33 -25
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	F5Φ-F5Σ 4 0.67 -38
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI3gI5bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC b rgb - -/-/-	H6Δ-H5Π 1 0.33 -47	H7Δ-G7Λ 1 0 -49	H6Δ-H6Λ 1 0.33 -58	H8β-G7Δ 1 1 -60
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI6bI1bIbIbR/gCgGgRgIgI6bIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 3 0.33 -31	C8Φ-D6Φ 1 0.33 -40
rC/rRrGrR/rIrI1rIrI/7/5rI2bI/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-	A8Ω-D7Φ 9 2.67 -48	C8Φ-D7Σ 4 1.33 -31
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	H3Φ-G4Φ 7 2 -93
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI1gI4bI2bIbR/gCgGgR1gI5bIbIbRbGbC b rgb - -/-/-	G8Δ-G7Δ 1 0.33 -115	G6Λ-G6Π 1 0.33 -133	H6Δ-H5Π 1 0.33 -134
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI8bIbIbR/gCgGgRgIgI2bI3bIbRbGbC r rgb - -/-/-	C8Φ-D7Σ 8 2.33 -8
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI8bIbIbR/gCgGgRgIgI2bI3bIbRbGbC g rgb - -/-/-	F3Ω-E4Ω 8 3.33 -30
rC/rRrGrR/rIrI1rI1/7/5rI1rI1/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 1 0.33 39	H3Φ-F4Φ 1 0.33 34	H1Ω-G4Φ 1 0 15
1/rRrGrR/rIrI1rIrI/3rC3/5rI3/gI2gI6bI/gRgI7bCbIbIbR/gCgGgRgIgI5bIbIbRbG1 g rgb - -/-/-	F3Ω-F4Φ 4 2 -29	G3Ω-F4Φ 3 0.33 -11
1/rRrGrR/1rI1rIrI/rI2rC3/2bC2rI3/2gIgI6bI/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbG1 g rgb - -/-/-	G3Ω-G3Φ 1 0.33 78
rC/rRrGrR/rIrI1rIrI/7/5rI3/gI2gI6bI/gRgI8bIbIbR/gCgGgRgIgI3bI2bIbRbGbC r rgb - -/-/-	C8Φ-D6Φ 1 0.33 -53
rC/rRrGrR/1rI1rIrI/7/1rI3rI3/gI2gI6bI/gRgI5bI3bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	F5Φ-E5Φ 2 0.33 -90
rC/rRrGrR/rI2rIrI/2rI4/5rI3/gI2gI6bI/gRgI6bI2bIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	G3Ω-F4Φ 1 0.33 -23	G3Ω-G4Σ 1 0.33 -33	F3Ω-F4Ω 1 0 -37
rC/rRrGrR/rIrI2rI/4rI2/5rI3/gI2gI6bI/gRgI5bI2bIbIbR/gCgGgRgIgI6bIbRbGbC g rgb - -/-/-	H3Φ-G4Σ 1 1 -103
rC/rRrGrR/1rI2rI/4rI2/1rI3rI3/gI1gIgI6bI/gR3gI4bCbIbIbR/gCgGgR1gI4bI1bIbRbG1 b rgb - -/-/-	H6Λ-G6Λ 2 0.33 -64	H8Γ-H7Γ 1 0 -65
rC/rRrGrR/rIrI2rI/4rI2/5rI2bI/gI2gI7/gRgI8bIbIbR/gCgGgRgIgI5bIbIbRbGbC g rgb - -/-/-	H3Φ-G4Σ 1 0.33 35	H3Φ-G4Φ 1 0.33 16
rC/rRrGrR/1rI2rI/4rI2/1rI3rI3/gI3gI5bI/gR3gI4bCbIbIbR/gCgGgRgIgI4bI1bIbRbG1 b rgb - -/-/-	H8Γ-H7Γ 2 0.67 -69	H8Γ-G8Γ 2 0.67 -82
rC/rRrGrR/rIrI1rIrI/7/6rIbI1/gI2gI7/gRgI1gC6bIbIbR/1gGgRgIgI5bIbIbRbGbC b rgb - -/-/-	G7Δ-G6Λ 1 0.33 -41
rC/rRrGrR/1rI1rIrI/1rI5/5rI3/gI2gI6bI/gRgI5bI2bIbIbR/gCgGgRgIgI6bIbRbGbC g rgb - -/-/-	H3Σ-H5Π 1 0.33 -54
`;
