export { type EducationModule, createEducationModule } from './education.module';
