/**
 * The Carousel panel's notices (docs/motion.md "Carousel", "Bad input"): nothing when all is
 * well; empty slides, fewer than two slides, more slides shown than there are, and a step
 * longer than the slides shown, each said with what visitors will see.
 */
import { carouselProblems, type CarouselCheck } from './problems';

const fine: CarouselCheck = {
	slides: 5,
	empty: [],
	shown: { desktop: 3, tablet: 2, mobile: 1 },
	step: 1,
};

describe( 'carouselProblems', () => {
	it( 'says nothing about a carousel that is fine', () => {
		expect( carouselProblems( fine ) ).toEqual( [] );
	} );

	it( 'names the empty slides', () => {
		expect( carouselProblems( { ...fine, empty: [ 2 ] } ) ).toEqual( [
			'Slide 2 is empty: visitors will not see it.',
		] );
		expect( carouselProblems( { ...fine, empty: [ 2, 4 ] } )[ 0 ] ).toBe(
			'Slides 2, 4 are empty: visitors will not see them.'
		);
	} );

	it( 'says a carousel of one slide shows it plainly, and of none shows nothing', () => {
		expect( carouselProblems( { ...fine, slides: 1 } ) ).toEqual( [
			'A carousel needs two slides or more: with one, visitors see it plainly, without buttons or autoplay.',
		] );
		expect(
			carouselProblems( { ...fine, slides: 2, empty: [ 1, 2 ] } )
		).toContain(
			'The carousel has no slide with content: visitors will see nothing.'
		);
	} );

	it( 'says which device shows more slides than there are, counting only slides with content', () => {
		expect(
			carouselProblems( { ...fine, slides: 3, empty: [ 3 ] } )
		).toEqual( [
			'Slide 3 is empty: visitors will not see it.',
			'Desktop shows 3 slides but the carousel has 2: it will show 2, without buttons.',
		] );
	} );

	it( 'says when the step is longer than the slides shown', () => {
		expect( carouselProblems( { ...fine, step: 4 } ) ).toEqual( [
			'Slides to scroll is 4, more than the carousel shows: it will move 3 at most.',
		] );
	} );
} );
