// The opening book of tri-chess (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- tri-chess --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rnbqukbnr/ppppppppppp/13/15/15/13/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1	a15-c34 73 38 15	a48-c56 57 34 13	a48-c67 36 13.5 2	b14-d23 33 16.5 17	a15-c23 30 18 17	b24-d33 18 10.5 17	b58-d67 18 8.5 15	b25-d34 15 4.5 17	b57-d66 13 4 17
rnbqukbnr/ppppppppppp/13/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h84-f65 10 6 -6	h84-f76 7 5 -20	h51-f43 5 2 -6	h51-f32 4 3.5 -10	g52-e43 3 2 -5	g41-e32 2 1 -6	g85-e76 2 1 -10	g42-e33 1 1 3	g75-e66 1 0 -7	h63-f53 1 1 -18
r1bqukbnr/ppppppppppp/4n8/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c23 1 0.5 -1	a15-c34 1 0 -3
rnbqukbnr/ppppppppppp/13/15/10P4/13/PPPPPPPP1PP/RNBQUKBNR b KQkq c57 0 1	h51-f43 3 1 -23	h84-f65 3 3 -28	g42-e33 2 1 -22	g52-e43 1 1 -19	h84-f76 1 1 -22	g41-e32 1 1 -32
rnbqukbnr/ppppppppppp/13/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h51-f43 9 2 -13	h84-f65 7 5 -13	h51-f32 4 2 -10	g41-e32 3 1 -13	h84-f76 2 1 -24	g85-e76 2 0 -29	g52-e43 1 0 -10
r1bqukbnr/ppppppppppp/4n8/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	b25-d34 9 7 14
r1bqukb1r/ppppppppppp/4n5n2/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq - 1 3	a48-c56 4 3 29	a25-c34 3 2 30	a48-c67 2 2 9
r1bqukb1r/ppppppppppp/4n5n2/15/5P9/2N5N4/PPP1PPPPPPP/R1BQUKB1R b KQkq - 2 3	g41-e32 4 1 -24
r1bqukb1r/p1ppppppppp/4n8/3p1P9/8n6/2N5N4/PPP1PPPPPPP/R1BQUKB1R w KQkq - 1 5	b36-c45 7 5 50
r1bqukb1r/p1ppppppppp/4n8/3p1P9/8n6/2N3P1N4/PPP1P1PPPPP/R1BQUKB1R b KQkq - 0 5	d55-f76 2 2 -53
rnbqukbnr/ppppppppppp/13/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR b KQkq - 1 1	h84-f65 23 11 -16	h51-f43 17 7.5 -10	g41-e32 7 3.5 -15	h51-f32 6 3.5 -21	g42-e33 4 1 -7	g85-e76 3 1 -10	g75-e66 2 1 -20
r1bqukbnr/ppppppppppp/4n8/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 5 3.5 3	b58-d67 4 2 8	b14-d23 3 2 5	a48-c67 3 1 -2	a36-c35 1 1 0
r1bqukbnr/ppppppppppp/4n8/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 1 0 10
rnbqukbnr/ppppppppppp/13/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR b KQkq c23 0 1	h84-f65 10 3 -20	h51-f43 7 5 -21	h51-f32 4 1 -13	h84-f76 3 2 -33	g52-e43 2 2 -13	g41-e32 2 2 -15	g75-e66 2 0.5 -18	g85-e76 2 0 -26	g53-e44 1 1 -22
r1bqukbnr/ppppppppppp/2n10/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	b13-d22 2 1 31	a48-c56 1 1 17
rnbqukbnr/ppppppppppp/13/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR b KQkq c67 0 1	g41-e32 4 4 -22	h51-f43 4 2 -26	g42-e33 3 1.5 -22	g52-e43 1 1 -10	g85-e76 1 0 -13
rnbqukbnr/ppppppppppp/13/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R b KQkq - 1 1	h84-f65 14 6 -10	h51-f43 11 4 -13	h51-f32 6 0 -13	h84-f76 6 2.5 -30	g85-e76 4 2 -10	g75-e66 3 1 -6	g52-e43 3 2 -10	g41-e32 3 0 -13
rnbqukb1r/ppppppppppp/8n4/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 10 6 10	a15-c23 2 1 9	b58-d67 2 1 -2
rnbqukb1r/ppppppppppp/8n4/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f43 10 4 -10	h51-f32 5 3 -21	g41-e32 1 1 -9
r1bqukb1r/ppppppppppp/2n5n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g85-f76 5 3 -30
r1bqukb1r/ppppppppp1p/2n5n1p2/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq - 0 4	b13-d22 5 2 40
r1bqukb1r/ppppppppp1p/2n5n1p2/15/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	g86-e77 3 3 -31
rnbqukb1r/ppppppppppp/10n2/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 5 1.5 21	b58-d67 1 1 34
rnbqukbnr/ppppppppppp/13/15/4P10/13/PP1PPPPPPPP/RNBQUKBNR b KQkq c24 0 1	h84-f65 5 2 -20	h51-f43 3 2 -21	g53-e44 3 2 -22	g52-e43 1 0 -5	g42-e33 1 0 -10	h51-f32 1 0 -13	g75-e66 1 1 -18
rnbqukb1r/ppppppppppp/8n4/15/4P10/13/PP1PPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 2 2 20	b14-c23 2 1 14	d33-e33 1 0 6
rnbqukbnr/p1ppppppppp/13/3p11/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f32 0 2	b14-d23 2 0 10	a48-c56 2 2 6	b35-d44 1 1 7	a48-c67 1 0.5 -6
rnbqukb1r/ppppppppppp/8n4/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 6 2 11	b14-d23 5 1.5 11	b58-d67 3 1 20
r1bqukb1r/p1ppppppppp/4n5n2/3p11/5P9/2N7N2/PPP1PPPPPPP/R1BQUKB1R w KQkq f32 0 4	a25-c34 2 0 21	b47-d56 1 1 10	d34-e43 1 1 3
rnbqukbnr/pp1pppppppp/13/4p10/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq f42 0 2	a15-c23 2 0 8	a15-c34 1 0 7	b24-d33 1 0 4	b58-d67 1 1 -5
r1bqukbnr/ppppppppppp/4n8/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f65 6 3.5 -11	g41-e32 1 0 -25
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 16 8.5 10
r1bqukb1r/ppppppppppp/4n3n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g41-f32 4 2.5 -27	g41-e32 2 1 -10	g75-e66 2 1.5 -11	g75-f75 2 0 -29	g63-f54 1 0 -15	g85-e76 1 0 -22	h63-f53 1 1 -28	h63-f64 1 1 -33
r1bqukbnr/ppppppppppp/2n10/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	b25-d34 4 2 13
r1bqukbnr/ppppppppppp/2n10/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR b KQkq c34 0 2	g52-e43 4 2 -11
r1bqukbnr/ppp1ppppppp/2n10/5p9/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq f43 0 3	a25-c34 2 1 22	a48-c56 2 0 7
r1bqukbnr/ppppppppppp/4n8/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	a15-c23 2 1 17	b57-d66 1 1 20	a15-c34 1 0 13
r1bqukbnr/ppppppppp1p/4n8/11p3/11P3/4N8/PPPPPPPPP1P/R1BQUKBNR w KQkq f76 0 3	a48-c56 3 2 7	b14-d23 1 0 10
rnbqukb1r/ppppppppppp/8n4/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 6 3 -7	a15-c23 3 0 6
rnbqukb1r/ppppppppppp/10n2/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 4 1 1	a15-c23 2 0 19
rnbqukb1r/ppppppppppp/8n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f43 5 2.5 10
r1bqukb1r/ppppppppppp/4n3n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 6 3.5 -4
r1bqukb1r/ppppppppppp/4n3n4/15/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g85-f76 2 0 -2	g41-e32 2 1.5 -12	g63-e54 1 0 0
rnbqukb1r/ppppppppppp/8n4/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 6 4 11	b24-d33 4 3 24
rnbqukb1r/ppppppppppp/8n4/15/3P11/8N4/P1PPPPPPPPP/RNBQUKB1R b KQkq - 2 2	h51-f43 2 1 -25	h51-f32 2 1 -29	g41-e32 1 0 -10
r1bqukb1r/ppppp1ppppp/4n1p1n4/15/3PP10/8N4/P2PPPPPPPP/RNBQUKB1R w KQkq - 0 4	a15-c34 1 0 28
r1bqukbnr/ppppppppppp/13/15/8n6/4N3N4/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b36-c45 5 3 68
r1bqukbnr/ppppppppppp/13/15/8n6/4N1P1N4/PPPPP1PPPPP/R1BQUKB1R b KQkq - 0 3	d55-f76 3 1 -88	d55-f43 2 1 -71
r1bqukbnr/ppppppppppp/2n10/15/15/10N2/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 2 0.5 6
r1bqukbnr/ppppppppppp/2n10/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f76 4 3.5 -22
r1bqukb1r/ppppppppppp/2n7n2/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 5 1.5 4
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 5 1.5 33
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/2PP11/4N5N2/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 2 1 -32
r1bqukb1r/ppppppppppp/2n5n4/15/15/4N5N2/PPPPPPPPPPP/R1BQUKB1R w KQkq - 4 3	b14-d23 5 4 -3
r1bqukb1r/ppppppppppp/2n5n4/15/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g52-e43 5 1 -8
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/3P11/4N5N2/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 5 4 9
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/2PP11/4N5N2/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 4 0 -7
r2qukb1r/ppp1ppppppp/2n1b3n4/R4p9/2PP11/4N5N2/2PPPPPPPPP/2BQUKB1R b Kkq - 2 5	f43-d66 2 0 -8	f32-d44 1 0 3
rnbqukbnr/ppppppppppp/13/15/15/5U7/PPPPPPPPPPP/RNBQ1KBNR b KQkq - 1 1	h51-f32 2 0 -4	h84-f65 2 1 -4	h51-f43 1 1 2	g42-e33 1 1 1	g41-e32 1 1 -10
r1bqukbnr/ppppppppppp/4n8/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 7 3 11	a15-c23 3 3 9	b14-d23 1 1 14
r1bqukbnr/ppppppp1ppp/4n8/9p5/10PP3/13/PPPPPPPP2P/RNBQUKBNR w KQkq f65 0 3	a58-d56 2 2 14	a58-c56 2 1 14
rnbqukbnr/ppppppppppp/13/15/5P9/13/PPP1PPPPPPP/RNBQUKBNR b KQkq c34 0 1	h84-f65 5 3 -14	h51-f43 5 3 -14	h84-f76 2 1.5 -27	h51-f32 2 2 -28	g41-e32 1 1 -29
r1bqukb1r/p1ppppppppp/4n3n4/3p11/3P7P3/4N3N4/P1PPPPPPP1P/R1BQUKB1R b KQkq c67 0 4	g85-e76 5 2.5 -11
r1bqukb1r/p1ppppppp1p/4n3n4/3p7p3/3P7P3/4N3N4/P1PPPPPPP1P/R1BQUKB1R w KQkq f76 0 5	b36-c45 5 2.5 15
r1bqukb1r/p1ppppppp1p/4n3n4/3p7p3/3P7P3/4N1P1N4/P1PPP1PPP1P/R1BQUKB1R b KQkq - 0 5	g53-e44 1 0 -15	g86-f86 1 0.5 -25	h63-f53 1 0 -29	g75-f75 1 1 -32
r1bqukbnr/ppppppppppp/2n10/15/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	a48-c56 2 1 17	a48-c67 2 0 6
r1bqukbnr/ppppppppppp/2n10/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h84-f76 8 1 -35
r1bqukb1r/ppppppppppp/2n7n2/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R b KQkq c23 0 3	g52-e43 11 1.5 -19
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq f43 0 4	b13-d22 11 9.5 31
r1bqukb1r/ppp1ppppppp/2n7n2/5p9/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R b KQkq c13 0 4	h52-f43 11 1.5 -36
r2qukb1r/ppp1ppppppp/2n1b5n2/5p9/2PP11/4N3N4/2PPPPPPPPP/R1BQUKB1R w KQkq - 1 5	b36-c45 11 9.5 36
r2qukb1r/ppp1ppppppp/2n1b5n2/5p9/2PP11/4N1P1N4/2PPP1PPPPP/R1BQUKB1R b KQkq - 0 5	g75-f75 3 0 -67	f43-e54 2 0 -45	g74-e65 1 0.5 -50	g53-e44 1 1 -60
rnbqukb1r/ppppppppppp/10n2/15/15/4N3N4/PPPPPPPPPPP/R1BQUKB1R b KQkq - 3 2	h51-f32 3 0.5 -28	h51-f43 2 2 -33
rnbqukb1r/ppppppppppp/10n2/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 3 2 28	a15-c23 2 1 18
rnbqukb1r/ppppppppppp/8n4/15/5P9/13/PPP1PPPPPPP/RNBQUKBNR w KQkq - 1 2	a48-c56 2 1 16	a15-c34 2 0 -4	a15-c23 1 1 16
rnbqukb1r/ppppppppppp/8n4/15/15/2N10/PPPPPPPPPPP/R1BQUKBNR w KQkq - 2 2	b25-d34 7 2 16
rnbqukb1r/ppppppppppp/8n4/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR b KQkq c34 0 2	h51-f43 4 4 -7	h51-f32 2 1 -26	g85-e76 1 0 -30
r1bqukb1r/ppppppppppp/4n3n4/15/5P9/2N10/PPP1PPPPPPP/R1BQUKBNR w KQkq - 1 3	a25-c34 2 0 12	a48-c56 2 0 3
r1bqukbnr/ppppppppppp/2n10/15/15/8N4/PPPPPPPPPPP/RNBQUKB1R w KQkq - 2 2	a15-c34 6 6 17
rnbqukb1r/ppppppppppp/8n4/15/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq - 1 2	b57-d66 4 3 40
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/5P9/2N5N4/PPP1PPPPPPP/R1BQUKB1R w KQkq f43 0 4	a25-c34 4 1 14
r1bqukb1r/ppp1ppppppp/2n5n4/5p9/5P9/2N1B3N4/PPP1PPPPPPP/R2QUKB1R b KQkq - 1 4	h52-f43 2 1 -10	g85-f76 2 2 -20
r1bqukb1r/p1ppppppppp/2p1n3n4/15/3P11/4N3N4/P1PPPPPPPPP/R1BQUKB1R w KQkq - 0 4	b24-d33 1 1 10	b58-d67 1 0 8
r1bqukbnr/ppppppppppp/4n8/15/3P11/13/P1PPPPPPPPP/RNBQUKBNR w KQkq - 1 2	b24-d33 4 0 40
r1bqukb1r/ppppppppppp/4n5n2/15/3PP10/4N8/P2PPPPPPPP/R1BQUKBNR b KQkq c24 0 3	g53-e44 4 1 -47
r1bqukb1r/pppp1pppppp/4n5n2/6p8/3PP10/4N8/P2PPPPPPPP/R1BQUKBNR w KQkq f53 0 4	d33-e33 1 1 47
rnbqukbnr/p1ppppppppp/13/3p11/11P3/13/PPPPPPPPP1P/RNBQUKBNR w KQkq f32 0 2	b57-d66 3 0 23
r1bqukbnr/ppppppppppp/4n8/15/5P9/13/PPP1PPPPPPP/RNBQUKBNR w KQkq - 1 2	a15-c23 2 0 14	a36-c35 2 1 1
r1bqukbnr/ppppppppppp/4n8/15/11P3/4N8/PPPPPPPPP1P/R1BQUKBNR b KQkq c67 0 2	g85-e76 4 2 -10
r1bqukbnr/ppppppppppp/4n8/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR b KQkq c24 0 2	g63-f54 4 4 -55
r1bqukbnr/ppppp1ppppp/4n1p6/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR w KQkq - 0 3	a48-c56 5 0 36
r1bqukbnr/ppppp1ppppp/4n1p6/15/3PP10/8N4/P2PPPPPPPP/RNBQUKB1R b KQkq - 1 3	h84-f65 2 2 -45	g53-e44 1 1 -48
rnbqukb1r/ppppppppppp/8n4/15/3PP10/13/P2PPPPPPPP/RNBQUKBNR b KQkq c24 0 2	g52-e43 4 1 -34
rnbqukb1r/ppp1ppppppp/8n4/5p9/3PP10/4R8/P2PPPPPPPP/1NBQUKBNR b Kkq - 1 3	e43-d33 2 1 20
rnbqukbnr/pp1pppppppp/13/4p10/15/4N8/PPPPPPPPPPP/R1BQUKBNR w KQkq f42 0 2	b35-d44 1 1 6	b24-d33 1 1 4	b58-d67 1 0 -17
`;
