// The opening book of trigonal (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- trigonal --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1	f4-f5 300 147.5 7
1/3/5/7/9/NRP1P2pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b KQkq - 0 1	f10-c5 300 152.5 -16
1/3/4r/7/9/NRP1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQk - 1 2	f2-d1 164 79.5 9	g4-g5 99 50.5 6	f2-e2 37 17.5 -7
1/3/4r/R6/9/N1P1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 2	f8-f7 118 57.5 -5	g10-g9 46 27 -2
1/3/4r/R6/9/N1P1P1p1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	f5-f7 118 60.5 2
1/3/4r/R6/9/N1P3P1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	f9-f7 118 57.5 8
1/3/4r/R6/9/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	g4-g5 19 4.5 -8	g2-d6 5 1 -24
1/3/4r/7/9/N1P3p3n/QBPP1R3ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	f7-f6 40 23.5 33
1/3/5/7/9/N1P3p3n/QBPP1r3ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g4-g6 16 14.5 4
1/3/5/7/9/N1P3p3n/QBP2P3ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g10-g9 6 0 -3	f11-f8 4 0 -14	g12-f8 3 1.5 -10	g12-d2 3 0 -17
1/3/4r/7/9/N1P2p4n/QBPP1R3ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g6-e2 40 16.5 -33
1/3/4r/7/1R7/N1P2p4n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 5	g12-f8 18 18 42	c5-e8 8 0 20
1/3/5/5r1/9/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g2-d6 44 27 -23
1/3/5/5B1/9/N1P3p3n/Q1PP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g12-f8 16 0 23	f11-f8 11 0 24	g10-g9 8 8 5
1/3/4r/7/9/NRP1P2pp1n/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b KQk - 0 2	g10-g9 99 48.5 -17
1/3/4r/7/9/NRP1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr w KQk - 0 3	g2-h6 40 14 -1	f2-d2 29 15.5 -6	g2-i10 24 17 -1	g2-g4 6 4 15
1/3/4r/1R5/9/N1P1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	f8-f7 21 10 5	g12-f10 7 3 7
1/3/4r/5R1/9/N1P1P1p1p1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	c5-d6 21 10 23
1/3/5/5r1/9/N1P1P1p1p1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g2-d6 21 11 -23
1/3/5/5B1/9/N1P1P1p1p1n/Q1P1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	g12-h8 10 5 23	f7-f5 5 5 3
1/3/4r/R6/9/N1P3p3n/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 4	f11-e8 19 14.5 17
1/3/4r/R6/7n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 1 5	d1-e3 4 0 -34	d1-h8 1 0 -20	d1-h9 1 0 -27
1/3/4r/7/1R5n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 5	g12-f8 5 5 55
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 1 3	f8-f7 40 26 -10
1/3/4r/7/9/NRP1P1p1p1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr w KQk - 0 4	f5-f7 40 14 -12
1/3/4r/7/9/NRP3P1p1n/Q1P1P3p1pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 0 4	g9-f7 40 26 1
1/3/4r/7/9/NRP3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr w KQk - 0 5	f2-b1 12 4.5 -6	f2-d1 8 2 -1	f3-f5 6 6 -24	f1-f4 4 0.5 -12	f2-e1 2 1 -22
1/3/4r/R6/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	g2-e4 23 7.5 2	g4-g5 16 7.5 2	d1-d6 7 4 -5
1/3/4r/R6/3B5/N1P1P2pp1n/Q1PP4p1p1q/BKPP5b1ppkb/RNPP9ppnr w Kk - 2 4	g1-g2 3 0.5 15	i2-i5 3 0 5	f1-f4 2 1 20	g4-g5 2 2 15	e4-f4 1 0.5 -2
1/3/4r/5R1/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	c5-d6 7 3 16
1/3/5/5r1/9/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	g2-d6 7 4 -6
1/3/5/5B1/9/N1P1P2pp1n/Q1PP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 4	g12-h8 3 2 3
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1pbq/BKPP7ppkb/RNPP5B3ppnr b KQk - 1 3	g12-h10 15 6 -21	g12-g10 9 1 -6
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B3ppnr w KQk - 2 4	f2-d1 9 8 5
1/3/4r/R6/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B3ppnr b Kk - 3 4	i16-i13 9 1 -13
1/3/4r/R6/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP5B2npp1r w Kk - 4 5	i10-d4 9 8 8
1/3/4r/R2B3/9/N1P1P2pp1n/Q1P1P3pbp1q/BKPP7ppkb/RNPP8npp1r b Kk - 5 5	f8-f7 3 0 -11	g10-g8 2 1 -21	i13-h10 1 0 -21	g10-f6 1 0 -22
1/3/4r/7/1R7/N1P1P2pp1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 2	f8-f7 14 8.5 16	g10-g9 11 4 -4
1/3/4r/7/1R7/N1P1P1p1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	f5-f7 12 3.5 -13	g2-f4 2 2 -16
1/3/4r/7/1R7/N1P3P1p1n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	f9-f7 6 3 12
1/3/4r/R6/9/N1P3P1p1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	f9-f7 6 5.5 31
1/3/4r/R6/9/N1P3p3n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	g4-g5 6 0.5 -33
1/3/4r/R6/9/N1P3p3n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	f11-f8 1 1 32	g12-g10 1 1 31	f11-e8 1 0.5 16
1/3/4r/R6/9/N1P1P2pp1n/QBP1P3p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 0 3	g12-g10 16 8.5 -7
1/3/4r/R6/9/N1P1P2pp1n/QBP1P3pbp1q/BKPP7ppkb/RNPP9ppnr w Kk - 1 4	g2-g4 5 0.5 2	g2-e4 3 1 7	g2-f4 2 1.5 4	g2-i10 2 1.5 2	g2-f2 2 2 -7	g2-h6 2 1 -16
1/3/4r/R6/9/N1P1P2pp1n/Q1PBP3pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 2 4	g10-g8 3 2.5 -15	g10-f6 2 2 -12
1/3/4r/7/1R7/N1P1P2ppbn/QBPP5pp1q/BKPP7ppkb/RNPP9ppnr w Kk - 3 3	g2-f4 3 1.5 0	g2-e4 1 0 20
1/3/4r/R6/9/N1P3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b Kk - 1 5	g12-f6 4 2 1	g12-f8 2 2 0	g12-e6 2 2 -6
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5b1ppkb/RNPP5B3ppnr w KQk - 2 4	i10-h10 15 9 7
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5B1ppkb/RNPP9ppnr b KQk - 0 4	h12-h10 15 6 -7
1/3/4r/7/9/NRP1P2pp1n/Q1P1P3p1p1q/BKPP5p2pkb/RNPP9ppnr w KQk - 0 5	f2-d2 15 9 5
1/3/4r/1R5/9/N1P1P2pp1n/Q1P1P3p1p1q/BKPP5p2pkb/RNPP9ppnr b Kk - 1 5	f8-f7 4 0 -12	g11-g10 3 1.5 -5	c5-b3 3 1.5 -18	h13-h12 2 2 -3	f11-h12 2 0 -8	h13-h11 1 1 -7
1/3/4r/7/9/1RPN2p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b KQk - 1 5	g12-f8 1 0.5 -20
1/3/4r/7/1R7/N1P3p3n/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 4	e2-g6 6 3 -28
1/3/4r/1R5/9/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 2 4	d2-e5 5 2.5 -2
1/3/4r/7/4R4/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 4	c5-e5 5 2.5 -12
1/3/5/7/4r4/N1P1P2ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr w Kk - 0 5	f5-e5 5 2.5 -2
1/3/5/7/4P4/N1P4ppbn/QBP1P3p1p1q/BKPP7ppkb/RNPP9ppnr b Kk - 0 5	f11-e8 5 2.5 -20
1/3/4r/7/7n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP6R2ppnr b Kk - 2 5	g12-f8 3 0 34	g13-f9 1 0 36
1/R2/4r/7/9/N1P3p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b Kk - 1 5	g12-f6 7 3.5 6
1/3/4r/7/1R7/N1P1P2pp1n/QBPP4p1pbq/BKPP7ppkb/RNPP9ppnr w Kk - 0 3	g2-e4 11 7 2
1/3/4r/7/1R1B5/N1P1P2pp1n/Q1PP4p1pbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 3	g12-g10 7 2 -13	f8-f7 3 1.5 6
1/3/4r/7/1R1B5/N1P1P2pp1n/Q1PP4pbp1q/BKPP7ppkb/RNPP9ppnr w Kk - 2 4	f1-f4 7 5 13
1/3/4r/7/1R1B5/2PNP2pp1n/Q1PP4pbp1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 4	g10-f6 3 0.5 -24	g10-g8 3 1.5 -32	g13-g12 1 0 -13
1/3/4r/R2B3/9/N1P1P2pp1n/Q1PP4p1p1q/BKPP5b1ppkb/RNPP9ppnr b Kk - 3 4	f8-f7 4 4 3
1/3/4r/R2B3/9/N1P1P1p1p1n/Q1PP4p1p1q/BKPP5b1ppkb/RNPP9ppnr w Kk - 0 5	g1-g2 4 0 -13
1/3/4r/R2B3/9/N1P1P1p1p1n/1QPP4p1p1q/BKPP5b1ppkb/RNPP9ppnr b Kk - 1 5	f7-f6 4 4 13
1/3/4r/7/2R4n1/N1P3p4/QBP1P4ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 2 5	g12-f8 4 4 28
1/3/4r/R4B1/9/N1P3p3n/Q1PP5ppbq/BKPP7ppkb/RNPP9ppnr b Kk - 1 4	g12-f8 4 3 26	g12-e6 1 1 10
1/3/4r/R4B1/9/N1P3pb2n/Q1PP5pp1q/BKPP7ppkb/RNPP9ppnr w Kk - 2 5	g1-g2 4 1 -34
1/3/4r/R4B1/9/N1P3pb2n/1QPP5pp1q/BKPP7ppkb/RNPP9ppnr b Kk - 3 5	f11-e8 1 0 42
1/3/4r/7/9/NRP3p1p1n/Q1P1P2B2pbq/BKPP7ppkb/RNPP9ppnr b KQk - 1 5	g12-f8 8 8 44
1/3/5/5B1/9/N1P1P2pp1n/Q1PP4p1p1q/BKPP7ppkb/RNPP3b5ppnr w Kk - 1 5	g1-g2 2 1.5 -11	f1-f4 1 0.5 9
1/3/4r/7/9/NRP1P2pp1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr b KQk - 1 3	f8-f7 6 2 -23
1/3/4r/7/9/NRP1P1p1p1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr w KQk - 0 4	f5-f7 6 4 13
1/3/4r/7/9/NRP3P1p1n/Q1PBP3p1pbq/BKPP7ppkb/RNPP9ppnr b KQk - 0 4	f9-f7 3 2 -13	g9-f7 3 0 -13
1/3/4r/7/9/NR2P1p1p1n/Q1P1P5pbq/BKPP1B5ppkb/RNPP9ppnr b KQk f4 0 5	g12-f6 6 0 8
`;
