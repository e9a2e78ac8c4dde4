// The opening book of tri-chess (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- tri-chess --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rnbqukbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1	a15-c34 72 35 15	a48-c56 57 33.5 15	a48-c67 36 14 0	b14-d23 33 16 17	a15-c23 29 18.5 17	b24-d33 18 12 17	b58-d67 18 7.5 12	b25-d34 16 7 17	b57-d66 14 5.5 18	a36-c35 7 3 -2
rnbqukbnr/ppppppppppp/13/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h84-f65 10 5 -11	h84-f76 7 5 -20	h51-f43 5 3 -8	h51-f32 4 3 -14	g52-e43 3 2 -5	g41-e32 2 1 -20	g85-e76 2 1 -23	g42-e33 1 1 -3	g75-e66 1 0 -8
r1bqukbnr/ppppppppppp/4n8/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c23 1 0.5 7	a15-c34 1 0 -6
rnbqukbnr/ppppppppppp/13/15/10P4/13/PPPPPPPP1PP/RNBQUKBNR b KQkq c57 0 1	h84-f65 4 2 -41	h51-f43 3 1 -26	g42-e33 2 1 -22	g52-e43 1 1 -17	h84-f76 1 0.5 -22
rnbqukbnr/ppppppppppp/13/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h51-f43 9 1 -14	h84-f65 7 5 -16	h51-f32 4 2 -13	g41-e32 3 1 -26	g85-e76 2 0 -28	g52-e43 1 0.5 -16	h84-f76 1 0 -21
r1bqukbnr/ppppppppppp/4n8/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR b KQkq c34 0 2	h84-f76 9 1 -36
r1bqukb1r/ppppppppppp/4n5n2/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq - 1 3	a48-c56 4 3 29	a25-c34 3 3 30	a48-c67 2 2 9
r1bqukb1r/ppppppppppp/4n5n2/15/5P9/2N5N4/PPP1PPPPPPP/R1BQUKB1R b KQkq - 2 3	g41-e32 4 1 -18
r1bqukb1r/p1ppppppppp/4n8/3p1P9/8n6/2N5N4/PPP1PPPPPPP/R1BQUKB1R w KQkq - 1 5	b36-c45 7 5 61
r1bqukb1r/p1ppppppppp/4n8/3p1P9/8n6/2N3P1N4/PPP1P1PPPPP/R1BQUKB1R b KQkq - 0 5	d55-e33 5 0 -75	d55-f76 2 2 -56
rnbqukbnr/ppppppppppp/13/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h84-f65 23 13 -22	h51-f43 17 7 -15	h84-f76 8 4 -27	g41-e32 6 3.5 -15	h51-f32 6 3.5 -24	g42-e33 4 2 -7	g85-e76 3 1 -25	g75-e66 2 1 -23
r1bqukbnr/ppppppppppp/4n8/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 5 4 11	b58-d67 4 2 8	b14-d23 3 2 0	a48-c67 3 1 -5	a36-c35 1 1 -3
r1bqukbnr/ppppppppppp/4n8/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 1 0 6
rnbqukbnr/ppppppppppp/13/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR b KQkq c23 0 1	h84-f65 10 3 -21	g52-e43 2 2 -2	g41-e32 2 2 -10	g53-e44 1 1 -23
rnbqukbnr/ppppppppppp/13/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR b KQkq c67 0 1	g41-e32 4 4 -22	h51-f43 4 2 -26	g42-e33 3 1.5 -22	g52-e43 1 1 -10	g85-e76 1 0 -13
rnbqukbnr/ppppppppppp/13/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h84-f65 14 5 -10	h51-f43 11 4 -13	g85-e76 4 2 -10	g41-e32 4 0.5 -13	g52-e43 3 2.5 -13	g75-e66 2 1 1
rnbqukb1r/ppppppppppp/8n4/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 9 6 10	a15-c23 3 2 9	b58-d67 2 1 10
rnbqukb1r/ppppppppppp/8n4/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f43 10 4 -11	h51-f32 4 2 -21	g41-e32 1 1 -9
r1bqukb1r/ppppppppppp/2n5n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g85-f76 4 2 -40
r1bqukb1r/ppppppppp1p/2n5n1p2/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq - 0 4	b13-d22 4 2 40
r1bqukb1r/ppppppppp1p/2n5n1p2/15/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	g86-e77 2 2 -31
rnbqukb1r/ppppppppppp/10n2/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 5 2.5 21	b58-d67 1 1 22
rnbqukbnr/ppppppppppp/13/15/4P10/13/PP1PPPPPPPP/RNBQUKBNR b KQkq c24 0 1	h84-f65 5 2 -21	h51-f43 3 2 -21	g53-e44 3 1 -21	g52-e43 1 0 -5	g75-e66 1 0 -12	h51-f32 1 0 -21	g42-e33 1 0 -23
rnbqukb1r/ppppppppppp/8n4/15/4P10/13/PP1PPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 2 2 19	b14-c23 2 1 5	d33-e33 1 0 5
rnbqukbnr/p1ppppppppp/13/3p11/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f32 0 2	b14-d23 2 0 10	a48-c56 2 1 7	b35-d44 1 1 7	a48-c67 1 0.5 -6
rnbqukb1r/ppppppppppp/8n4/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 6 2 15
rnbqukbnr/pp1pppppppp/13/4p10/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f42 0 2	a15-c23 2 0 8	b24-d33 1 0 11	a15-c34 1 0 7	b58-d67 1 1 -1
r1bqukbnr/ppppppppppp/4n8/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 6 2.5 -10	g41-e32 1 0 -25
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 16 9.5 13
r1bqukb1r/ppppppppppp/4n3n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g41-e32 2 1 -12	g85-e76 1 0 -22	g63-f54 1 0 -25
r1bqukbnr/ppppppppppp/2n10/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	b25-d34 4 2 12
r1bqukbnr/ppppppppppp/2n10/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR b KQkq c34 0 2	g52-e43 4 2 -22
r1bqukbnr/ppp1ppppppp/2n10/5p9/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq f43 0 3	a25-c34 2 1 19	a48-c56 2 0 1	a48-c67 1 1 9
rnbqukb1r/ppppppppppp/8n4/15/10P4/13/PPPPPPPP1PP/RNBQUKBNR w KQkq - 1 2	b58-d67 3 1 35
r1bqukbnr/ppppppppppp/4n8/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	a15-c23 2 1 16	b57-d66 1 1 19	a15-c34 1 0 10
r1bqukbnr/ppppppppp1p/4n8/11p3/11P3/4N8/PPPPPPPPP1P/R1BQUKBNR w KQkq f76 0 3	a48-c56 3 2 7	b14-d23 1 0 10
rnbqukb1r/ppppppppppp/8n4/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 6 3 -1	a15-c23 3 1 6
rnbqukb1r/ppppppppppp/10n2/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 4 1 13	a15-c23 2 0 5
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 6 3.5 -1
r1bqukb1r/ppppppppppp/4n3n4/15/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g41-e32 2 1.5 -5	g85-f76 2 0 -14	g63-e54 1 0 -24
rnbqukb1r/ppppppppppp/8n4/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 6 4 10	b24-d33 4 3 26
rnbqukb1r/ppppppppppp/8n4/15/3P11/8N4/P1PPPPPPPPP/RNBQUKB1R b KQkq - 2 2	h51-f43 2 1 -21	h51-f32 2 1 -29	g41-e32 1 0 -9
r1bqukb1r/ppppp1ppppp/4n1p1n4/15/3PP10/8N4/P2PPPPPPPP/RNBQUKB1R w KQkq - 0 4	a15-c34 1 0 30
r1bqukbnr/ppppppppppp/13/15/8n6/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b36-c45 5 3.5 74
r1bqukbnr/ppppppppppp/13/15/8n6/4N1P1N4/PPPPP1PPPPP/R1BQUKB1R b KQkq - 0 3	d55-f76 3 1 -90	d55-f43 2 0.5 -77
r1bqukbnr/ppppppppppp/2n10/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 2 1 7
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 5 2 32
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/2PP11/4N5N2/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 2 1.5 -18
r1bqukb1r/ppppppppppp/2n5n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 5 3 8
r1bqukb1r/ppppppppppp/2n5n4/15/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g52-e43 5 2 -8
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 5 3 7
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/2PP11/4N5N2/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 4 1 -7
r2qukb1r/ppp1ppppppp/2n1b3n4/R4p9/2PP11/4N5N2/2PPPPPPPPP/2BQUKB1R b Kkq - 2 5	f43-d66 2 0 5
rnbqukbnr/ppppppppppp/13/15/15/5U7/PPPPPPPPPPP/RNBQ1KBNR b KQkq - 1 1	h51-f32 2 0 7	h84-f65 2 1 -1	h51-f43 1 1 2	g42-e33 1 1 1	g41-e32 1 1 -5
r1bqukbnr/ppppppppppp/4n8/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 7 4 11	a15-c23 3 2 9	b14-d23 1 1 14
r1bqukbnr/ppppppp1ppp/4n8/9p5/10PP3/13/PPPPPPPP2P/RNBQUKBNR w KQkq f65 0 3	a58-d56 2 2 14	a58-c56 2 1 14
rnbqukbnr/ppppppppppp/13/15/5P9/13/PPP1PPPPPPP/RNBQUKBNR b KQkq c34 0 1	h51-f43 6 3 -14	h84-f65 5 2 -16	h51-f32 2 2 -33	h84-f76 2 1 -33	g41-e32 1 1 -24
r1bqukb1r/p1ppppppppp/4n3n4/3p11/3P7P3/4N3N4/P1PPPPPPP1P/R1BQUKB1R b KQkq c67 0 4	g85-e76 5 2.5 -10
r1bqukb1r/p1ppppppp1p/4n3n4/3p7p3/3P7P3/4N3N4/P1PPPPPPP1P/R1BQUKB1R w KQkq f76 0 5	b36-c45 5 2.5 15
r1bqukb1r/p1ppppppp1p/4n3n4/3p7p3/3P7P3/4N1P1N4/P1PPP1PPP1P/R1BQUKB1R b KQkq - 0 5	g53-e44 1 0 -15	g86-f86 1 0.5 -25	h63-f53 1 0 -29	g75-f75 1 1 -32
r1bqukbnr/ppppppppppp/2n10/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 2 1 17	a48-c67 2 0.5 6
r1bqukb1r/ppppppppppp/2n7n2/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g52-e43 11 2.5 -19
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 11 8.5 31
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 11 2.5 -31
r2qukb1r/ppp1ppppppp/2n1b5n2/5p9/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R w KQkq - 1 5	b36-c45 11 8.5 52
r2qukb1r/ppp1ppppppp/2n1b5n2/5p9/2PP11/4N1P1N4/2PPP1PPPPP/R1BQUKB1R b KQkq - 0 5	g75-f75 3 0 -67	f43-e54 2 0 -45	g74-e65 1 0.5 -50	g53-e44 1 1 -60
rnbqukb1r/ppppppppppp/10n2/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f32 3 0.5 -28	h51-f43 2 2 -33
rnbqukb1r/ppppppppppp/10n2/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 3 3 23	a15-c23 2 1 20	b58-d67 1 0.5 14
rnbqukb1r/ppppppppppp/8n4/15/5P9/13/PPP1PPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 2 1 9	a15-c23 1 1 7
rnbqukb1r/ppppppppppp/8n4/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	b25-d34 7 2 16
rnbqukb1r/ppppppppppp/8n4/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR b KQkq c34 0 2	h51-f43 4 4 -7	h51-f32 2 1 -26	g85-e76 1 0 -30
r1bqukb1r/ppppppppppp/4n3n4/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq - 1 3	a25-c34 2 0 22
r1bqukbnr/ppppppppppp/2n10/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 6 5 22
rnbqukb1r/ppppppppppp/8n4/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	b57-d66 4 3 37
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/5P9/2N5N4/PPP1PPPPPPP/R1BQUKB1R w KQkq f43 0 4	a25-c34 4 1 10
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/5P9/2N1B3N4/PPP1PPPPPPP/R2QUKB1R b KQkq - 1 4	h52-f43 2 1 -23	g85-f76 2 2 -23
r1bqukb1r/p1ppppppppp/2p1n3n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq - 0 4	b58-d67 1 0 17	b24-d33 1 1 14	b36-d45 1 1 2
r1bqukbnr/ppppppppppp/4n8/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	b24-d33 4 0 40
r1bqukb1r/pppp1pppppp/4n5n2/6p8/3PP10/4N8/P2PPPPPPPP/R1BQUKBNR w KQkq f53 0 4	d33-e33 1 1 42
rnbqukbnr/p1ppppppppp/13/3p11/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq f32 0 2	b57-d66 3 0 22
rnbqukbnr/ppppppppp1p/13/11p3/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f76 0 2	a15-c23 2 1 -17
r1bqukbnr/ppppppppppp/4n8/15/11P3/4N8/PPPPPPPPP1P/R1BQUKBNR b KQkq c67 0 2	g85-e76 4 2 -10
r1bqukbnr/ppppppppppp/4n8/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR b KQkq c24 0 2	g63-f54 4 4 -55
r1bqukbnr/ppppp1ppppp/4n1p6/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR w KQkq - 0 3	a48-c56 5 0 40
r1bqukbnr/ppppp1ppppp/4n1p6/15/3PP10/8N4/P2PPPPPPPP/RNBQUKB1R b KQkq - 1 3	h84-f65 2 2 -45	g53-e44 1 1 -48
rnbqukb1r/ppppppppppp/8n4/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR b KQkq c24 0 2	g52-e43 4 1 -29
rnbqukb1r/ppp1ppppppp/8n4/5p9/3PP10/4R8/P2PPPPPPPP/1NBQUKBNR b Kkq - 1 3	e43-d33 2 1 8
rnbqukbnr/pp1pppppppp/13/4p10/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f42 0 2	b35-d44 1 0 7	b24-d33 1 1 4	a36-c46 1 1 -13	b58-d67 1 0 -17
`;
