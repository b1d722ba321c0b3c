/**
 * The Carousel block's view script: runs every carousel the server rendered with two slides or
 * more (src/motion/carousel/carousel.ts; docs/motion.md "Carousel").
 */
import { startCarousel } from '../../src/motion/carousel/carousel';

document
	.querySelectorAll< HTMLElement >( 'section.wp-block-frontage-carousel' )
	.forEach( startCarousel );
