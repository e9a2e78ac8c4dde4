// The opening book of sankaku (book/book.ts reads it), written by npm run book: do not edit.
export const BOOK = `# npm run book -- sankaku --games 300 --nodes 3000 --plies 10 --margin 25 --verify-nodes 200000 --min-games 4 --seed 1
rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b	c3-c4 300 155 9
rer/hhghh/1sssss1/7/2S4/1S1SSS1/HHGHH/RER w c3-c4	c6-c5 36 19 -9	c7-a5 33 14.5 -9	c7-e5 33 17.5 -13	d8-g6 31 15 -13	e7-g5 22 11.5 -9	b6-a6 21 11 -15	e7-e5 21 8.5 -18	d8-a6 20 10 -17	e7-c5 20 7.5 -18	b7-a6 17 8.5 -15	f7-g6 17 7.5 -15	c7-c5 15 7.5 -18	f7-f5 14 7 -29
rer/h1ghh/1sssss1/4h2/2S4/1S1SSS1/HHGHH/RER b c3-c4,c7-e5	e3-e4 33 15.5 13
rer/h1ghh/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-e5,e3-e4	d8-g5 7 4 -18	d8-c7 4 2.5 -13	d8-a6 4 2.5 -25	d8-g6 3 1.5 -8	e7-g5 3 2 -17	c8-c7 3 1.5 -19	e7-c5 2 1 -14	d7-c7 2 0 -19	f7-g6 1 1 -16
r1r/h1ghh/1sssss1/4h1e/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-g5	d2-e3 2 1 16	c2-a4 2 0.5 11	b2-a3 1 0 8	d1-a4 1 1 8	d2-c3 1 0.5 4
r1r/hhghh/esssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,d8-a6	e3-e4 20 10 17
r1r/hhghh/esssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,d8-a6,e3-e4	e7-e5 6 3 -25	e7-g5 5 2.5 -21	f7-g6 3 0.5 -17	e6-e5 2 1 -13	e7-c5 2 1.5 -13	a6-g6 1 0.5 -13	e7-d8 1 1 -21
r1r/hhg1h/esssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-a6,e3-e4,e7-e5	d1-a4 6 3 22
r1r/hhg1h/esssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-a6,e3-e4,e7-e5,d1-a4	a6-g6 2 1 -26	f6-g6 2 1 -32	c7-c5 1 0.5 -32	a6-e7 1 0.5 -32
rer/hhg1h/1sssss1/6h/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-g5	e3-e4 22 10.5 -4
rer/hhg1h/1sssss1/6h/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-g5,e3-e4	d8-a6 7 4.5 -8	c7-a5 5 3 -2	d8-e5 3 0.5 -19	e8-e7 2 0.5 -10	c7-e5 2 1 -11	c6-c5 1 0.5 -2	c7-e7 1 0.5 -10
r1r/hhghh/1ssssse/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,d8-g6	e3-e4 31 16 13
r1r/hhghh/1ssssse/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,d8-g6,e3-e4	e7-e5 7 2.5 -13	c7-e5 6 3.5 -11	c6-c5 5 2 -8	e7-c5 5 3 -17	b6-a6 4 2 -16	c8-d8 2 1 -22	g6-a6 2 1 -25
r1r/h1ghh/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,c7-e5	d1-a4 6 2.5 8
r1r/h1ghh/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,c7-e5,d1-a4	c6-c5 2 1.5 -21	e7-g5 2 0.5 -21	b7-a6 1 1 -15	e7-c5 1 0.5 -32
rer/hhg1h/1sssss1/4h2/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-e5	e3-e4 21 12.5 8
rer/hhg1h/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-e5,e3-e4	d8-g6 4 1 -13	c7-c5 3 2 -14	d8-e7 3 1 -18	f7-g6 2 0.5 -17	c7-a5 2 1 -22	d8-a6 2 1 -22	d8-c5 1 0.5 -22	e8-e7 1 0 -24
r1r/hhg1h/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-e5,e3-e4,d8-g6	d1-a4 4 3 10
r1r/hhg1h/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-e5,e3-e4,d8-g6,d1-a4	c7-a5 1 0.5 -21	g6-g5 1 0 -32	c8-d8 1 0.5 -38
rer/h1g1h/1sssss1/h5h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-g5,e3-e4,c7-a5	d1-a4 5 2 -1
rer/h1g1h/1sssss1/h5h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-g5,e3-e4,c7-a5,d1-a4	c6-c5 2 1.5 30
r1r/heghh/1sssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-c7	d1-a4 4 1.5 20
r1r/heghh/1sssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-e5,e3-e4,d8-c7,d1-a4	b6-a6 2 1 -12	c7-c5 2 1.5 -29
r1r/hhghh/s1sssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,b6-a6	d1-a4 4 2 10
r1r/hhghh/s1sssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,b6-a6,d1-a4	b7-b5 3 1.5 -32	g6-d8 1 0.5 -28
r1r/hhg1h/1ssssse/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,e7-e5	d1-a4 7 4.5 10
r1r/hhg1h/1ssssse/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,e7-e5,d1-a4	g6-g5 2 1 -32	g6-e7 2 0.5 -37	c6-c5 1 0.5 -26	d7-d8 1 0 -31	c7-c5 1 0.5 -32
rer/hhg1h/1sssss1/2h4/2S4/1S1SSS1/HHGHH/RER b c3-c4,e7-c5	e3-e4 20 12.5 18
rer/hhg1h/1sssss1/2h4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,e7-c5,e3-e4	d8-a5 4 1 -22	d8-a6 3 1 -8	d8-e7 2 1 -13	d8-g6 2 0.5 -17	e8-e7 2 0 -19	e6-e5 1 0.5 -7	f6-g6 1 0.5 -14	f7-g6 1 0.5 -14	b6-a6 1 0.5 -16	c7-a5 1 1 -17	d7-e7 1 0.5 -19
rer/1hghh/hsssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,b7-a6	e3-e4 17 8.5 15
rer/1hghh/hsssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,b7-a6,e3-e4	c7-e5 5 1.5 -21	d8-g6 5 3.5 -21	c6-c5 4 1.5 -9	d7-b7 2 1 -24	c7-c5 1 1 -23
rer/2ghh/hsssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,c7-e5	d1-a4 5 3.5 3
rer/2ghh/hsssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,c7-e5,d1-a4	d8-c7 2 1 -13	c8-c7 1 0 -13	c8-b7 1 0.5 -19
r1r/hhghh/1s1ssse/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,c6-c5	d1-g4 2 1 8	d1-a4 1 0.5 6	d2-c3 1 0.5 4	f3-g3 1 1 0
rer/hhgh1/1sssss1/5h1/2S4/1S1SSS1/HHGHH/RER b c3-c4,f7-f5	e3-e4 14 7 29
rer/hhgh1/1sssss1/5h1/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,f7-f5,e3-e4	f5-g6 14 7 -20
rer/hhgh1/1sssssh/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-f5,e3-e4,f5-g6	d2-c3 4 2 14	d1-c3 2 1.5 12	d2-e3 2 1 11	d1-a4 1 0 20	e2-g4 1 0.5 20	b2-a3 1 0 9	f3-e3 1 0.5 7	f3-g3 1 0.5 7	b3-c3 1 1 6
rer/hhgh1/1sssssh/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,f7-g6	e3-e4 17 9.5 15
rer/hhgh1/1sssssh/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,f7-g6,e3-e4	c6-c5 4 3 -5	c7-e5 4 1.5 -14	d8-a6 2 0.5 -8	c7-c5 2 0.5 -22	c7-a5 1 0.5 -8	b7-f7 1 1 -16	d7-f7 1 0.5 -18
rer/hhgh1/1s1sssh/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-g6,e3-e4,c6-c5	b2-a3 2 0 -1	e2-g4 1 0.5 8	c2-a4 1 0.5 5
r1r/hhg1h/esssss1/6h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-g5,e3-e4,d8-a6	d1-a4 7 2.5 8
r1r/hhg1h/esssss1/6h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-g5,e3-e4,d8-a6,d1-a4	e6-e5 7 4.5 -20
r1r/hhg1h/esss1s1/4s1h/E1S1S2/1S1S1S1/HHGHH/R1R b c3-c4,e7-g5,e3-e4,d8-a6,d1-a4,e6-e5	d2-e3 2 1 1	d2-c3 1 0.5 7	e2-g4 1 0.5 5	f2-e3 1 0 2	a4-e3 1 0.5 -2	d3-e3 1 0 -3
rer/hhghh/s1ssss1/7/2S4/1S1SSS1/HHGHH/RER b c3-c4,b6-a6	e3-e4 21 10 15
rer/hhghh/s1ssss1/7/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,b6-a6,e3-e4	e6-e5 7 3.5 -2	d8-g6 7 4.5 -16	c7-b6 4 2.5 -10	c7-c5 3 0.5 -16
rer/hhghh/s1ss1s1/4s2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,e6-e5	b3-a3 2 0.5 -1	d1-g4 1 1 2	e2-g4 1 0.5 2	b2-a3 1 0.5 2	d1-e3 1 0.5 -3	f3-e3 1 0.5 -8
rer/h1ghh/1sssss1/h6/2S4/1S1SSS1/HHGHH/RER b c3-c4,c7-a5	e3-e4 33 18.5 2
rer/h1ghh/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-a5,e3-e4	e7-c7 6 3.5 -22	c6-c5 4 2 -8	d8-c7 4 2 -14	e7-g5 4 1 -14	e7-c5 4 2 -15	e7-e5 4 2 -20	f7-g6 2 0.5 -15	d8-g6 2 1 -15	d7-c7 2 0.5 -19	d8-c5 1 0 -22
rer/hhg1h/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-c7	d1-a4 6 2.5 22
r1r/hhg1h/1ssssse/2h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-g6,e3-e4,e7-c5	d1-a4 5 2 13
r1r/hhg1h/1ssssse/2h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-g6,e3-e4,e7-c5,d1-a4	c7-a5 1 0.5 -28
rer/h1g1h/1sssss1/h3h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-e5	d1-a4 4 2 12
rer/h1g1h/1sssss1/h3h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-e5,d1-a4	e8-e7 1 0.5 -23	d8-e7 1 0.5 -26	d8-g6 1 1 -26	d8-g5 1 0 -28
rer/hhghh/1s1sss1/2s4/2S4/1S1SSS1/HHGHH/RER b c3-c4,c6-c5	e3-e4 11 5.5 9	e2-e4 10 4 0	e2-g4 9 4.5 9	f2-g3 2 1 3
rer/hhghh/1s1sss1/2s4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c6-c5,e3-e4	d8-a5 5 2.5 -9	d8-g6 2 1 -17	c7-a5 1 0.5 -9	d8-c6 1 0.5 -17
r1r/hhghh/1s1sss1/e1s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c6-c5,e3-e4,d8-a5	d2-c3 1 0.5 7
r1r/hhghh/s1sssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,d8-g6	d1-a4 7 2.5 10
r1r/hhghh/s1sssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b6-a6,e3-e4,d8-g6,d1-a4	a6-a5 2 1 -22	c8-d8 2 1.5 -31	c6-c5 1 0 -19	e7-c5 1 1 -23	b7-b5 1 1 -32
rer/hhghh/1s1sss1/2s4/2S3H/1S1SSS1/HHG1H/RER w c3-c4,c6-c5,e2-g4	d8-a5 9 4.5 1
r1r/hhghh/1s1sss1/e1s4/2S3H/1S1SSS1/HHG1H/RER b c3-c4,c6-c5,e2-g4,d8-a5	e3-e4 1 0.5 -2	c2-e4 1 1 -8	c2-a4 1 0.5 -9	f3-g3 1 0.5 -10	c2-e2 1 1 -10	d1-e4 1 0 -11	g4-e2 1 0 -17
rer/1hghh/hs1sss1/2s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,c6-c5	d1-a4 4 2.5 -4
rer/1hghh/hs1sss1/2s4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,c6-c5,d1-a4	c5-b5 2 0.5 -11	e7-g5 1 0 -2
rer/h1ghh/1s1sss1/h1s4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,c6-c5	d1-a4 1 0.5 8	c2-a4 1 1 3	b2-a3 1 0.5 -3	b3-c3 1 0 -10
rer/hhghh/1s1sss1/2s4/2S1H2/1S1SSS1/HHG1H/RER w c3-c4,c6-c5,e2-e4	d8-a5 10 6 0
r1r/hhghh/1s1sss1/e1s4/2S1H2/1S1SSS1/HHG1H/RER b c3-c4,c6-c5,e2-e4,d8-a5	f2-g3 2 0.5 -9	d1-a4 1 0.5 -1	f3-g3 1 0 -4	b2-c3 1 0.5 -5	d1-c3 1 0.5 -6	e1-e2 1 0 -8	e4-g4 1 0.5 -8	d1-e2 1 1 -11	d2-e2 1 0.5 -17
r1r/hhg1h/1sssss1/e1h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,e7-c5,e3-e4,d8-a5	d1-a4 4 3 8
r1r/hhg1h/1sssss1/e1h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,e7-c5,e3-e4,d8-a5,d1-a4	f6-g6 2 0.5 -24	a5-g6 1 0.5 -31	a5-e7 1 0 -31
rer/h1ghh/1sssss1/2h4/2S4/1S1SSS1/HHGHH/RER b c3-c4,c7-c5	e3-e4 15 7.5 8
rer/h1ghh/1sssss1/2h4/2S1S2/1S1S1S1/HHGHH/RER w c3-c4,c7-c5,e3-e4	e6-e5 3 1 -11	d8-c7 2 0.5 -18	d8-a5 2 1.5 -19	b7-a6 2 1.5 -20	e7-e5 1 1 -14	f6-g6 1 0 -15	d8-g6 1 1 -17	e7-g5 1 0.5 -18	b6-a6 1 0.5 -25
rer/h1ghh/shssss1/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b6-a6,e3-e4,c7-b6	d1-a4 4 1.5 11
rer/h1ghh/shssss1/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b6-a6,e3-e4,c7-b6,d1-a4	e6-e5 1 1 -13
r1r/1hghh/hssssse/7/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,b7-a6,e3-e4,d8-g6	d1-a4 5 1.5 6
r1r/1hghh/hssssse/7/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,b7-a6,e3-e4,d8-g6,d1-a4	a6-b7 2 1.5 -20	c6-c5 1 1 -3
rer/h1gh1/1sssssh/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,f7-g6,e3-e4,c7-e5	d1-a4 4 2.5 14
rer/h1gh1/1sssssh/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,f7-g6,e3-e4,c7-e5,d1-a4	d8-c5 2 1.5 -27	d8-f7 1 0 -26	d8-g5 1 0 -27
r1r/heghh/1sssss1/h6/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,d8-c7	d1-a4 4 2 14
r1r/heghh/1sssss1/h6/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,d8-c7,d1-a4	c6-c5 1 0.5 1	c7-g6 1 0.5 -11
rer/h1g1h/1sssss1/h1h4/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-c5	d1-a4 4 2 5
rer/h1g1h/1sssss1/h1h4/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-a5,e3-e4,e7-c5,d1-a4	f7-g6 2 1 -20	d8-a6 1 0.5 -27
rer/hhgh1/1sssssh/7/2S1S2/1SGS1S1/HH1HH/RER w c3-c4,f7-f5,e3-e4,f5-g6,d2-c3	c6-c5 4 2 -10
rer/hhgh1/1s1sssh/2s4/2S1S2/1SGS1S1/HH1HH/RER b c3-c4,f7-f5,e3-e4,f5-g6,d2-c3,c6-c5	d1-d2 2 1 2	f2-g3 1 0.5 5	d3-e3 1 0.5 -1
r1r/hhg1h/esssss1/6h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,d8-a6,e3-e4,e7-g5	d1-a4 5 2.5 8
r1r/hhg1h/esssss1/6h/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,d8-a6,e3-e4,e7-g5,d1-a4	e6-e5 5 2.5 -20
r1r/hhg1h/esss1s1/4s1h/E1S1S2/1S1S1S1/HHGHH/R1R b c3-c4,d8-a6,e3-e4,e7-g5,d1-a4,e6-e5	b2-c3 1 0.5 2	d3-c3 1 0.5 0	b2-e3 1 0.5 -1	f3-e3 1 0.5 -2	e2-d1 1 0.5 -4
r1r/h1ghh/esssss1/4h2/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-e5,e3-e4,d8-a6	d1-a4 4 1.5 22
r1r/h1ghh/esssss1/4h2/E1S1S2/1S1S1S1/HHGHH/R1R w c3-c4,c7-e5,e3-e4,d8-a6,d1-a4	a6-g6 2 1 -26	e7-c5 1 0.5 -26	e7-g5 1 1 -31
rer/h1g1h/1sssss1/h5h/2S1S2/1S1S1S1/HHGHH/RER b c3-c4,c7-a5,e3-e4,e7-g5	d1-a4 4 3 -1
`;
